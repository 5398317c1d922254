import { Skeleton } from 'antd-mobile'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { zoneOffsetMinutes } from '@/lib/format'
import { useSession } from '@/lib/session'
import '../market.css'
import { DEFAULT_PERIOD, PERIODS, type Period } from '../periods'
import { chartPrecision } from '../kline'
import { useKline } from '../queries'
import type { KlineSource, QuoteItem } from '../types'

const loadChart = () => import('./KlineChart')
const KlineChart = lazy(loadChart)

interface KlineCardProps {
  pair: QuoteItem
  /** What the chart plots: the pair's trades (the default) or its index. */
  source?: KlineSource
  /** Written on the chart, saying what it plots. */
  label?: string
}

/** The pair's candles with the period switch: history from the server, then the live candle. */
export function KlineCard({ pair, source = 'trade', label }: KlineCardProps) {
  const { t } = useTranslation()
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD)
  const { data, isPending, isError, refetch } = useKline(pair.symbol, period, source)
  const theme = useSession((s) => s.theme)
  const zone = useSession((s) => s.siteConfig?.timezone) ?? '+08:00'
  // The chart's code (its own chunk) downloads while the candles are requested, not after they arrive.
  useEffect(() => void loadChart().catch(() => undefined), [])
  const skeleton = <Skeleton className="kline-skeleton" animated />
  let body
  if (isPending) body = skeleton
  else if (isError) {
    body = (
      <button type="button" className="kline-message" onClick={() => void refetch()}>
        {t('trade.chart_failed')}
      </button>
    )
  } else if (!data || data.length === 0) body = <p className="kline-message">{t('trade.chart_empty')}</p>
  else {
    body = (
      <Suspense fallback={skeleton}>
        <KlineChart
          candles={data}
          precision={chartPrecision(pair)}
          offsetSeconds={zoneOffsetMinutes(zone) * 60}
          theme={theme}
        />
      </Suspense>
    )
  }
  return (
    <section className="kline-card">
      <div className="period-tabs" role="tablist" aria-label={t('trade.period')}>
        {PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={p === period}
            className={p === period ? 'active' : ''}
            onClick={() => setPeriod(p)}
          >
            {t(`trade.period_${p}`)}
          </button>
        ))}
      </div>
      <div className="kline-body">
        {body}
        {label && <p className="kline-label">{label}</p>}
      </div>
      {data?.some((c) => c.simulated === 1) && <p className="kline-note">{t('trade.chart_simulated')}</p>}
    </section>
  )
}
