import { useTranslation } from '@/lib/i18n'
import { formatPrice } from '@/lib/amount'
import { formatNumber } from '@/lib/format'
import { CoinIcon } from '@/components/CoinIcon'
import '../market.css'
import { changeTone, formatChange, sourceLabel } from '../quotes'
import type { QuoteItem } from '../types'
import { FavouriteStar } from './FavouriteStar'

interface QuoteRowProps {
  item: QuoteItem
  favourite?: boolean
  /** Shows the star; leave out where favourites make no sense. */
  onToggleFavourite?: () => void
  onOpen: () => void
}

/** The last price of a quote; it flashes up or down when a ticker moves it. */
export function FlashPrice({ item, className = '' }: { item: QuoteItem; className?: string }) {
  return (
    <span key={item.flash_seq ?? 0} className={`num ${className} ${item.flash ? `flash-${item.flash}` : ''}`.trim()}>
      {formatPrice(item.now_price, item)}
    </span>
  )
}

/** The source label of a quote: "simulated" when its prices are, "index" for an instrument without a spot book. */
export function SourceTag({ item }: { item: QuoteItem }) {
  const { t } = useTranslation()
  const label = sourceLabel(item)
  if (!label) return null
  return <span className="quote-tag">{label.key ? t(label.key) : label.text}</span>
}

/** One quote: pair and 24 h volume, last price, and the 24 h change in the up or down colour. */
export function QuoteRow({ item, favourite = false, onToggleFavourite, onOpen }: QuoteRowProps) {
  const { t } = useTranslation()
  const tone = changeTone(item.change)
  return (
    <div
      className="quote-row"
      role="button"
      tabIndex={0}
      onClick={onOpen}
      onKeyDown={(e) => e.key === 'Enter' && onOpen()}
    >
      {onToggleFavourite && <FavouriteStar favourite={favourite} onToggle={onToggleFavourite} />}
      <CoinIcon symbol={item.currency_name} size={28} />
      <div className="quote-name">
        <div className="quote-symbol">
          <strong>{item.currency_name}</strong>
          <small>/{item.legal_name}</small>
        </div>
        <div className="quote-volume num">
          <span>
            {t('quotes.volume_short')} {formatNumber(item.volume)}
          </span>
          <SourceTag item={item} />
          {item.trading_open === 0 && <span className="quote-tag quote-closed">{t('quotes.closed')}</span>}
        </div>
      </div>
      <FlashPrice item={item} className="quote-price" />
      <span className={`quote-change num ${tone}`}>{formatChange(item.change)}</span>
    </div>
  )
}
