import { useTranslation } from 'react-i18next'
import { SinglePageScreen } from '@/features/content/screens/SinglePageScreen'

export default function ContactUsScreen() {
  const { t } = useTranslation()
  return <SinglePageScreen name="contactus" title={t('menu.contactus')} />
}
