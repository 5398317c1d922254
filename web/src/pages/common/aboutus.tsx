import { useTranslation } from 'react-i18next'
import { SinglePageScreen } from '@/features/content/screens/SinglePageScreen'

export default function AboutUsScreen() {
  const { t } = useTranslation()
  return <SinglePageScreen name="aboutus" title={t('menu.aboutus')} />
}
