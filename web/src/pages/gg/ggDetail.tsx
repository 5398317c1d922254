import { useTranslation } from '@/lib/i18n'
import { NewsDetailScreen } from '@/features/content/screens/NewsDetailScreen'

export default function NoticeDetailScreen() {
  const { t } = useTranslation()
  return <NewsDetailScreen title={t('news.detail_title')} />
}
