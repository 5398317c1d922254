import { useState } from 'react'
import { DownOutline, UpOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { storage } from '@/lib/storage'
import type { QuoteItem } from '../types'
import { KlineCard } from './KlineCard'

/**
 * The K-line behind a bar the user opens: folded, neither the candles nor the chart's code are downloaded, so the
 * Trade tab paints with the order form and book alone. The choice is remembered on the device.
 */
export function FoldableKline({ pair }: { pair: QuoteItem }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(storage.getTradeChartOpen)
  const toggle = () => {
    storage.setTradeChartOpen(!open)
    setOpen(!open)
  }
  return (
    <>
      <button type="button" className="kline-toggle" aria-expanded={open} onClick={toggle}>
        <span>{t(open ? 'trade.chart_hide' : 'trade.chart_show')}</span>
        {open ? <UpOutline /> : <DownOutline />}
      </button>
      {open && <KlineCard pair={pair} />}
    </>
  )
}
