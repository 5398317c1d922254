import { Alert, Segmented, Table, type TablePaginationConfig, type TableProps } from 'antd'
import { useState, type ReactNode } from 'react'
import { useI18n } from '../lib/i18n'

/**
 * The page a server-paged list shows, and its table's pagination: `pageSize` rows a page, no size changer, and the
 * total in the operator's language.
 */
export function usePages(pageSize: number) {
  const { t } = useI18n()
  const [page, setPage] = useState(1)
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: page,
    pageSize,
    total: total ?? 0,
    onChange: setPage,
    showSizeChanger: false,
    showTotal: (all) => t('common.total', { total: all }),
  })
  return { page, setPage, pagination }
}

/** A server-paged list with a filter: a new filter starts the list again from its first page. */
export function useFilteredPages<F>(initial: F, pageSize: number) {
  const pages = usePages(pageSize)
  const [filter, setFilter] = useState<F>(initial)
  return {
    ...pages,
    filter,
    setFilter: (next: F) => {
      setFilter(next)
      pages.setPage(1)
    },
  }
}

/** The status filter above a list: one status at a time (or all, where the list offers it). */
export function StatusBar({
  value,
  options,
  onChange,
}: {
  value: number
  options: { value: number; label: ReactNode }[]
  onChange: (status: number) => void
}) {
  return (
    <div className="toolbar">
      <Segmented<number> value={value} onChange={onChange} options={options} />
    </div>
  )
}

interface QueryTableProps<T> extends Omit<TableProps<T>, 'size' | 'loading' | 'dataSource'> {
  /** The read of the rows. */
  query: { isError: boolean; error: Error | null; isLoading: boolean; data?: T[] }
}

/** A read's rows as a small table, with why they could not be read above it. */
export function QueryTable<T extends object>({ query, ...table }: QueryTableProps<T>) {
  return (
    <>
      {query.isError && <Alert type="error" showIcon title={query.error?.message} />}
      <Table<T> size="small" loading={query.isLoading} dataSource={query.data ?? []} {...table} />
    </>
  )
}

interface PagedTableProps<T> extends Omit<TableProps<T>, 'size' | 'loading' | 'dataSource' | 'pagination'> {
  /** The read of the page shown: its rows and the total on the server. */
  list: { isError: boolean; error: Error | null; isLoading: boolean; data?: { data: T[]; total: number } }
  /** The table's pagination for a total, from `usePages`. */
  pagination: (total: number | undefined) => TablePaginationConfig
}

/** A server-paged list as a small table, with why it could not be read above it. */
export function PagedTable<T extends object>({ list, pagination, ...table }: PagedTableProps<T>) {
  return (
    <QueryTable<T> query={{ ...list, data: list.data?.data }} pagination={pagination(list.data?.total)} {...table} />
  )
}
