import { PieOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { Page } from '@/components/Page'
import { StateView } from '@/components/StateView'

export default function FinanceScreen() {
  const { t } = useTranslation()
  return (
    <Page title={t('finance.title')} back={false}>
      <StateView icon={<PieOutline />} title={t('finance.empty_title')} text={t('finance.empty_text')} />
    </Page>
  )
}
