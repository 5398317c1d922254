import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import '@/components/trade/trade.css'
import { Fact } from '@/components/Fact'
import { formatPrice } from '@/lib/amount'
import '../market.css'
import { changeTone, formatChange, markPrice } from '../quotes'
import type { QuoteItem } from '../types'
import { FlashPrice, SourceTag } from './QuoteRow'

/** An instrument's 24 h high and low, then `children`'s further lines. */
export function PairStats({ pair, children }: { pair: QuoteItem; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <dl className="pair-stats num">
      <Fact label={t('trade.high_24h')}>{formatPrice(pair.high, pair)}</Fact>
      <Fact label={t('trade.low_24h')}>{formatPrice(pair.low, pair)}</Fact>
      {children}
    </dl>
  )
}

/**
 * The mark (index) price that contracts and options trade at, flashing on ticks, with the 24 h change and range of
 * an instrument, its source tag and extra lines.
 */
export function InstrumentHeader({ pair, children }: { pair: QuoteItem; children?: ReactNode }) {
  const tone = changeTone(pair.change)
  return (
    <section className="pair-header">
      <div className="pair-header-main">
        <FlashPrice item={{ ...pair, now_price: markPrice(pair) }} className={`pair-price ${tone}`} />
        <span className="instrument-line">
          <span className={`pair-change num ${tone}`}>{formatChange(pair.change)}</span>
          <SourceTag item={pair} />
        </span>
      </div>
      <PairStats pair={pair}>{children}</PairStats>
    </section>
  )
}
