import { List } from 'antd-mobile'
import { Suspense } from 'react'
import { ROUTES } from '@/lib/navigation'
import { useNavigate } from '@/lib/router'
import { useTotpStatus } from '../queries'
import { useTotpStrings } from '../totp/strings'

function Row() {
  const { t } = useTotpStrings()
  const navigate = useNavigate()
  const { data: status } = useTotpStatus()
  return (
    <List.Item
      className="totp-item"
      extra={status && t(status.enabled ? 'auth_totp.on' : 'auth_totp.off')}
      onClick={() => void navigate(ROUTES.totp)}
    >
      {t('auth_totp.settings_title')}
    </List.Item>
  )
}

/** A settings row saying whether the second factor is on; it opens the screen that turns it on or off. */
export function TotpItem() {
  return (
    <Suspense fallback={null}>
      <Row />
    </Suspense>
  )
}
