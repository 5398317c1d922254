import { List } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Page } from '@/app/Page'
import '@/features/settings/settings.css'
import { BindMobilePopup } from '@/features/user/components/BindMobilePopup'
import { useUserInfo } from '@/features/user/useUserInfo'
import { ROUTES } from '@/lib/navigation'
import { useSession } from '@/lib/session'

export default function SecurityScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { refetch } = useUserInfo()
  const user = useSession((s) => s.user)
  const [binding, setBinding] = useState(false)
  const phone = user?.phone ? `+${user.area_code} ${user.phone}` : ''

  return (
    <Page title={t('security.title')}>
      <List className="settings-list">
        <List.Item extra={t('security.change')} onClick={() => void navigate(ROUTES.password)}>
          {t('security.login_password')}
        </List.Item>
        <List.Item extra={user?.email || t('security.not_bound')}>{t('auth.email')}</List.Item>
        <List.Item
          extra={phone || t('security.bind')}
          onClick={phone ? undefined : () => setBinding(true)}
          arrowIcon={phone ? false : undefined}
        >
          {t('auth.mobile')}
        </List.Item>
      </List>
      <BindMobilePopup
        visible={binding}
        onClose={() => setBinding(false)}
        onBound={() => {
          setBinding(false)
          void refetch()
        }}
      />
    </Page>
  )
}
