import { useZone, zoneLabel } from '@/hooks/useZone'
import { useTranslation } from '@/lib/i18n'
import '../market.css'
import { tradingHours } from '../quotes'
import type { QuoteItem } from '../types'

/** A stock's session in the display zone and, outside it, that it is closed now; nothing for a market open always. */
export function TradingHours({ pair }: { pair: QuoteItem }) {
  const { t } = useTranslation()
  const zone = zoneLabel(useZone())
  const known = tradingHours(pair)
  if (!known) return null
  return (
    <p className={known.closed ? 'trading-hours closed' : 'trading-hours'} role="status">
      {known.hours && <span>{t('trade.hours', { hours: known.hours, zone })}</span>}
      {known.closed && <strong>{t('trade.closed_now')}</strong>}
    </p>
  )
}
