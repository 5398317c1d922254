import { LoopOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Page } from '@/app/Page'
import { StateView } from '@/app/StateView'
import { ROUTES } from '@/lib/navigation'
import { selectIsLoggedIn, useSession } from '@/lib/session'

export default function TradeScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  return (
    <Page title={t('trade.title')} back={false}>
      <StateView
        icon={<LoopOutline />}
        title={t('trade.empty_title')}
        text={t(loggedIn ? 'trade.empty_text' : 'trade.empty_text_guest')}
        action={loggedIn ? undefined : { label: t('common.login'), onClick: () => void navigate(ROUTES.login) }}
      />
    </Page>
  )
}
