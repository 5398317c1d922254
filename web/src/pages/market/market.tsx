import { HistogramOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { Page } from '@/app/Page'
import { StateView } from '@/app/StateView'

export default function MarketScreen() {
  const { t } = useTranslation()
  return (
    <Page title={t('market.title')} back={false}>
      <StateView icon={<HistogramOutline />} title={t('market.empty_title')} text={t('market.empty_text')} />
    </Page>
  )
}
