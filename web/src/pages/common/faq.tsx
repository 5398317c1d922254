import { useTranslation } from '@/lib/i18n'
import { SinglePageScreen } from '@/features/content/screens/SinglePageScreen'

export default function FaqScreen() {
  const { t } = useTranslation()
  return <SinglePageScreen name="faq" title={t('menu.faq')} />
}
