import { useTranslation } from 'react-i18next'
import { NewsDetailScreen } from '@/features/content/screens/NewsDetailScreen'

export default function ArticleScreen() {
  const { t } = useTranslation()
  return <NewsDetailScreen title={t('content.article_title')} />
}
