import { formatPrice } from '@/lib/amount'
import { useTranslation } from '@/lib/i18n'
import type { TraderTrade } from '../types'
import { Profit } from './Profit'

/** What a closed position shows, a trader's or one of the caller's copies. */
export type ClosedTrade = Pick<
  TraderTrade,
  'symbol' | 'multiple' | 'profits' | 'share' | 'price' | 'close_price' | 'complete_time'
> & { type: number }

interface ClosedTradeRowProps {
  trade: ClosedTrade
  /** Added to the card's `copy-card`. */
  className: string
  /** Added to the close price's `num`. */
  closePriceClassName?: string
  /** The row's data attribute, such as `{ 'data-trade': id }`. */
  data: Record<`data-${string}`, number>
}

/** A closed position: pair, side, lots, open and close price, profit and when it closed. */
export function ClosedTradeRow({ trade, className, closePriceClassName, data }: ClosedTradeRowProps) {
  const { t } = useTranslation()
  return (
    <article className={`ui-card copy-card ${className}`} {...data}>
      <div className="copy-trade-head">
        <strong>{trade.symbol}</strong>
        <span className={trade.type === 1 ? 'copy-side up' : 'copy-side down'}>
          {t(trade.type === 1 ? 'copytrade.long' : 'copytrade.short')} {trade.multiple}×
        </span>
        <Profit value={trade.profits} className="copy-trade-profit" />
      </div>
      <dl className="copy-facts">
        <dt>{t('copytrade.lots')}</dt>
        <dd className="num">{trade.share}</dd>
        <dt>{t('copytrade.open_price')}</dt>
        <dd className="num">{formatPrice(trade.price)}</dd>
        <dt>{t('copytrade.close_price')}</dt>
        <dd className={closePriceClassName ? `num ${closePriceClassName}` : 'num'}>
          {trade.close_price === null ? '--' : formatPrice(trade.close_price)}
        </dd>
        <dt>{t('copytrade.closed_at')}</dt>
        <dd className="num">{trade.complete_time ?? '--'}</dd>
      </dl>
    </article>
  )
}
