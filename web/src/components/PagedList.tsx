import { InfiniteScroll } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Page } from './Page'
import './PagedList.css'
import { LoadFailedView, LoadingView } from './StateView'

export interface PagedListState<T> {
  items: T[]
  isPending: boolean
  isError: boolean
  hasNextPage: boolean
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>
  refetch: () => Promise<unknown>
}

interface PagedListProps<T> {
  query: PagedListState<T>
  rowKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  empty: ReactNode
}

/** Rows of a paged list that load the next page when the end scrolls into view. */
export function PagedList<T>({ query, rowKey, renderItem, empty }: PagedListProps<T>) {
  const { t } = useTranslation()
  if (query.isPending) return <LoadingView label={t('common.loading')} />
  if (query.items.length === 0 && query.isError) {
    return <LoadFailedView onRetry={() => void query.refetch()} />
  }
  if (query.items.length === 0) return empty

  const loadMore = async () => {
    const result = await query.fetchNextPage()
    if (result.isError) throw result.error
  }
  return (
    <div className="paged-list">
      <ul className="paged-list-rows">
        {query.items.map((item) => (
          <li key={rowKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage} />
    </div>
  )
}

interface PagedListPageProps<T> extends PagedListProps<T> {
  title: ReactNode
  /** The class of a box around the list, such as a feature's `orders-list`; without it the list stands alone. */
  className?: string
  /** After the list, such as the sheet one of its rows opens. */
  children?: ReactNode
}

/** A screen that is one paged list under its title. */
export function PagedListPage<T>({ title, className, children, ...list }: PagedListPageProps<T>) {
  const rows = <PagedList {...list} />
  return (
    <Page title={title}>
      {className ? <div className={className}>{rows}</div> : rows}
      {children}
    </Page>
  )
}
