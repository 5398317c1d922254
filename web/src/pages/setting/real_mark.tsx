import { CheckShieldOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { Page } from '@/app/Page'
import { StateView } from '@/app/StateView'

export default function RealMarkScreen() {
  const { t } = useTranslation()
  return (
    <Page title={t('real.title')}>
      <StateView icon={<CheckShieldOutline />} title={t('real.empty_title')} text={t('real.empty_text')} />
    </Page>
  )
}
