import { useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { toast } from '@/lib/toast'
import '../market.css'
import { useToggleFavourite } from '../queries'
import { nextSort, NO_SORT, sortQuotes, tradePath, type SortKey, type SortState } from '../quotes'
import type { QuoteItem } from '../types'
import { QuoteRow } from './QuoteRow'

/** Opens an instrument where it trades: a spot pair on the spot screen, an index (a stock) on its contract or options
 * screen; only one that trades nowhere is explained instead. */
export function useOpenQuote() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (item: QuoteItem) => {
    const path = tradePath(item)
    if (path) void navigate(path)
    else toast.show(t('quotes.index_only'))
  }
}

function SortButton({
  label,
  column,
  sort,
  onSort,
}: {
  label: string
  column: SortKey
  sort: SortState
  onSort: (key: SortKey) => void
}) {
  const active = sort.key === column
  const arrow = active ? (sort.dir === 'desc' ? '▼' : '▲') : '↕'
  return (
    <button type="button" className={active ? 'sort-button active' : 'sort-button'} onClick={() => onSort(column)}>
      {label}
      <span aria-hidden="true">{arrow}</span>
    </button>
  )
}

interface QuoteListProps {
  items: QuoteItem[]
  favourites: ReadonlySet<number>
  empty: ReactNode
}

/** Quotes with sortable price and change columns, favourite stars, and a tap that opens the pair. */
export function QuoteList({ items, favourites, empty }: QuoteListProps) {
  const { t } = useTranslation()
  const [sort, setSort] = useState<SortState>(NO_SORT)
  const toggle = useToggleFavourite()
  const open = useOpenQuote()
  const rows = sortQuotes(items, sort)
  return (
    <section className="quote-list">
      <div className="quote-head">
        <span>{t('quotes.pair_volume')}</span>
        <SortButton
          label={t('quotes.last_price')}
          column="price"
          sort={sort}
          onSort={(key) => setSort(nextSort(sort, key))}
        />
        <SortButton
          label={t('quotes.change_24h')}
          column="change"
          sort={sort}
          onSort={(key) => setSort(nextSort(sort, key))}
        />
      </div>
      {rows.length === 0
        ? empty
        : rows.map((item) => (
            <QuoteRow
              key={item.id}
              item={item}
              favourite={favourites.has(item.currency_id)}
              onToggleFavourite={() => toggle(item.currency_id, favourites.has(item.currency_id))}
              onOpen={() => open(item)}
            />
          ))}
    </section>
  )
}
