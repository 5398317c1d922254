import { Segmented, type TablePaginationConfig } from 'antd'
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
