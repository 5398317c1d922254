import { useTranslation } from '@/lib/i18n'
import '../market.css'
import { tradingHours } from '../quotes'
import type { QuoteItem } from '../types'

/** A stock's published hours and, outside them, that it is closed now; nothing for a market open always. */
export function TradingHours({ pair }: { pair: QuoteItem }) {
  const { t } = useTranslation()
  const known = tradingHours(pair)
  if (!known) return null
  return (
    <p className={known.closed ? 'trading-hours closed' : 'trading-hours'} role="status">
      {known.hours && <span>{t('trade.hours', { hours: known.hours })}</span>}
      {known.closed && <strong>{t('trade.closed_now')}</strong>}
    </p>
  )
}
