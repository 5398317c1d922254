import { useTranslation } from '@/lib/i18n'
import { SinglePageScreen } from '@/features/content/screens/SinglePageScreen'

export default function OperationalComplianceScreen() {
  const { t } = useTranslation()
  return <SinglePageScreen name="operational_compliance" title={t('menu.operational_compliance')} />
}
