import { FileOutline } from '@/components/icons'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Page } from '@/components/Page'
import { LoadFailedView, LoadingView, StateView } from '@/components/StateView'
import { ArticleView } from '../components/ArticleView'
import { useSinglePage } from '../queries'
import type { SinglePageName } from '../types'

interface SinglePageProps {
  name: SinglePageName
  title: ReactNode
  /** What the page shows below the operator's content (the contact page's loan contacts). */
  footer?: ReactNode
}

/** One of the operator's single pages (FAQ, contact, about, compliance); empty until one is written. */
export function SinglePageScreen({ name, title, footer }: SinglePageProps) {
  const { t } = useTranslation()
  const query = useSinglePage(name)

  let body: ReactNode
  if (query.data) {
    const news = query.data
    const empty = !news.id || (!news.title && !news.content)
    body = empty ? (
      <StateView icon={<FileOutline />} title={t('content.empty_title')} text={t('content.empty_text')} />
    ) : (
      <ArticleView news={news} showTime={false} />
    )
  } else if (query.isError) {
    body = <LoadFailedView onRetry={() => void query.refetch()} />
  } else {
    body = <LoadingView label={t('common.loading')} />
  }
  return (
    <Page title={title}>
      {body}
      {footer}
    </Page>
  )
}
