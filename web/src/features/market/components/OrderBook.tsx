import type { CSSProperties } from 'react'
import { useTranslation } from '@/lib/i18n'
import { BOOK_LEVELS, bookRows, type BookRow } from '../book'
import '../market.css'
import { useDepth } from '../queries'
import { changeTone } from '../quotes'
import type { QuoteItem } from '../types'
import { FlashPrice } from './QuoteRow'
import { formatPrice, formatQty } from '@/lib/amount'

interface OrderBookProps {
  pair: QuoteItem
  /** Called with a level's price, to copy it into the order form. */
  onPickPrice?: (price: string) => void
}

function Side({
  rows,
  side,
  pair,
  onPickPrice,
}: {
  rows: BookRow[]
  pair: QuoteItem
  side: 'ask' | 'bid'
  onPickPrice?: (price: string) => void
}) {
  const blanks = Math.max(0, BOOK_LEVELS - rows.length)
  const filler = Array.from({ length: blanks }, (_, i) => (
    <div key={`blank-${i}`} className="book-row blank" aria-hidden="true" />
  ))
  const levels = rows.map((row) => (
    <button
      type="button"
      key={row.price}
      className={`book-row ${side}`}
      style={{ '--depth': `${row.depth}%` } as CSSProperties}
      onClick={() => onPickPrice?.(row.price)}
    >
      <span className="num book-price">{formatPrice(row.price, pair)}</span>
      <span className="num">{formatQty(row.amount, pair)}</span>
    </button>
  ))
  // Asks fill from the bottom (best ask next to the last price), bids from the top.
  return <div className={`book-side ${side}s`}>{side === 'ask' ? [...filler, ...levels] : [...levels, ...filler]}</div>
}

/** The best levels of each side from the live `market_depth` snapshot, with the last price between them. */
export function OrderBook({ pair, onPickPrice }: OrderBookProps) {
  const { t } = useTranslation()
  const depth = useDepth(pair.symbol)
  const { asks, bids } = bookRows(depth, BOOK_LEVELS)
  const empty = asks.length === 0 && bids.length === 0
  return (
    <section className="order-book" aria-label={t('trade.order_book')}>
      <div className="book-head">
        <span>{t('trade.price_unit', { unit: pair.legal_name })}</span>
        <span>{t('trade.amount_unit', { unit: pair.currency_name })}</span>
      </div>
      <Side rows={asks} pair={pair} side="ask" onPickPrice={onPickPrice} />
      <div className={`book-last ${changeTone(pair.change)}`}>
        <FlashPrice item={pair} />
      </div>
      <Side rows={bids} pair={pair} side="bid" onPickPrice={onPickPrice} />
      {empty && <p className="book-empty">{t('trade.book_waiting')}</p>}
    </section>
  )
}
