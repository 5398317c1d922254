import { useTranslation } from '@/lib/i18n'
import '@/components/trade/trade.css'
import { formatPrice, formatQty } from '@/lib/amount'
import { zoneOffsetMinutes } from '@/lib/format'
import { useSession } from '@/lib/session'
import { tradeTime } from '../book'
import '../market.css'
import { useRecentTrades } from '../queries'
import type { QuoteItem } from '../types'

/** Trades of the pair as `market_trade` reports them, newest first, coloured by the taker's side. */
export function RecentTrades({ pair }: { pair: QuoteItem }) {
  const { t } = useTranslation()
  const trades = useRecentTrades(pair.symbol)
  const zone = zoneOffsetMinutes(useSession((s) => s.siteConfig?.timezone) ?? '+08:00')
  return (
    <section className="card recent-trades">
      <h3 className="section-title">{t('trade.recent_trades')}</h3>
      <div className="trades-head">
        <span>{t('trade.time')}</span>
        <span>{t('trade.price_unit', { unit: pair.legal_name })}</span>
        <span>{t('trade.amount_unit', { unit: pair.currency_name })}</span>
      </div>
      {trades.length === 0 ? (
        <p className="trades-empty">{t('trade.trades_waiting')}</p>
      ) : (
        trades.map((tick) => (
          <div key={tick.id} className="trades-row num">
            <span>{tradeTime(tick.ts, zone)}</span>
            <span className={tick.direction === 'sell' ? 'down' : 'up'}>{formatPrice(tick.price, pair)}</span>
            <span>{formatQty(tick.amount, pair)}</span>
          </div>
        ))
      )}
    </section>
  )
}
