import { useTranslation } from '@/lib/i18n'
import { NewsDetailScreen } from '@/features/content/screens/NewsDetailScreen'

export default function ArticleScreen() {
  const { t } = useTranslation()
  return <NewsDetailScreen title={t('content.article_title')} />
}
