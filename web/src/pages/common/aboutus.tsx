import { useTranslation } from '@/lib/i18n'
import { SinglePageScreen } from '@/features/content/screens/SinglePageScreen'

export default function AboutUsScreen() {
  const { t } = useTranslation()
  return <SinglePageScreen name="aboutus" title={t('menu.aboutus')} />
}
