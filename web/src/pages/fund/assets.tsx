import { PayCircleOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { Page } from '@/app/Page'
import { StateView } from '@/app/StateView'

export default function AssetsScreen() {
  const { t } = useTranslation()
  return (
    <Page title={t('assets.title')} back={false}>
      <StateView icon={<PayCircleOutline />} title={t('assets.empty_title')} text={t('assets.empty_text')} />
    </Page>
  )
}
