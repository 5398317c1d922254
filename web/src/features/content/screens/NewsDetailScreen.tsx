import { FileWrongOutline } from '@/components/icons'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useSearchParams } from '@/lib/router'
import { Page } from '@/components/Page'
import { LoadFailedView, LoadingView, StateView } from '@/components/StateView'
import { RequestError } from '@/lib/request'
import { ArticleView } from '../components/ArticleView'
import { useNewsDetail } from '../queries'
import { parseId } from '../webView'

/** Detail of the news row named by the `id` route parameter. */
export function NewsDetailScreen({ title }: { title: ReactNode }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = parseId(params.get('id'))
  const query = useNewsDetail(id)

  let body: ReactNode
  if (id === null || (query.error instanceof RequestError && query.error.error === 'not_found')) {
    body = (
      <StateView icon={<FileWrongOutline />} title={t('content.not_found_title')} text={t('content.not_found_text')} />
    )
  } else if (query.data) {
    body = <ArticleView news={query.data} />
  } else if (query.isError) {
    body = <LoadFailedView onRetry={() => void query.refetch()} />
  } else {
    body = <LoadingView label={t('common.loading')} />
  }
  return <Page title={title}>{body}</Page>
}
