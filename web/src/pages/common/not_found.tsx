import { QuestionCircleOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { Page } from '@/components/Page'
import { StateView } from '@/components/StateView'
import { ROUTES } from '@/lib/navigation'

export default function NotFoundScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Page title={t('not_found.title')}>
      <StateView
        icon={<QuestionCircleOutline />}
        title={t('not_found.heading')}
        text={t('not_found.text')}
        action={{ label: t('not_found.go_home'), onClick: () => void navigate(ROUTES.home, { replace: true }) }}
      />
    </Page>
  )
}
