import { useZone } from '@/hooks/useZone'
import { useNow } from '@/hooks/useNow'
import { useTranslation } from '@/lib/i18n'
import '@/components/trade/trade.css'
import { HistoryTitle } from '@/components/trade/HistoryTitle'
import { Fact } from '@/components/Fact'
import { markOf, useQuotation } from '@/features/market'
import { formatAmount, formatPrice } from '@/lib/amount'
import { scaleOf } from '@/lib/decimal'
import { ROUTES } from '@/lib/navigation'
import { deadlineOf, formatCountdown, remainingMs } from '../countdown'
import '../micro.css'
import { pairOfMatch } from '../pairs'
import { useOpenOptions, useResultFallback } from '../queries'
import { outcomeFromPrices } from '../result'
import type { OptionRow } from '../types'
import { OptionHead, StakeField } from './OptionHead'

const TONES = { win: 'up', loss: 'down', refund: 'flat' } as const

/** One open option: direction, stake, entry, the price now and the countdown; asks for its result once expired. */
function OpenOptionRow({ order, now, price }: { order: OptionRow; now: number; price?: string }) {
  const { t } = useTranslation()
  const zone = useZone()
  const deadline = deadlineOf(order, zone)
  const left = remainingMs(deadline, now)
  useResultFallback(order.id, deadline, now)
  const leaning = outcomeFromPrices(order.type, order.open_price, price)
  return (
    <article className="order-row option-row">
      <OptionHead
        order={order}
        status={
          <span className="option-countdown num" aria-live="off">
            {left === null ? '--' : left > 0 ? formatCountdown(left) : t('micro.settling')}
          </span>
        }
      />
      <dl className="order-fields num">
        <StakeField order={order} />
        <Fact label={t('micro.entry_price')}>{formatPrice(order.open_price)}</Fact>
        <div>
          <dt>{t('micro.price_now')}</dt>
          <dd className={leaning ? TONES[leaning] : ''}>
            {price ? formatAmount(price, scaleOf(order.open_price)) : '--'}
          </dd>
        </div>
        <Fact label={t('micro.payout_ratio')}>{order.profit_ratio}%</Fact>
        <Fact label={t('micro.placed_at')}>{order.created_at}</Fact>
      </dl>
    </article>
  )
}

/** The user's open options with live countdowns; their results come as popups. */
export function OpenOptions() {
  const { t } = useTranslation()
  const { data, isPending } = useOpenOptions()
  const { data: quotes } = useQuotation()
  const now = useNow()
  const rows = data ?? []
  return (
    <section className="card open-options">
      <HistoryTitle title={t('micro.open_options')} to={ROUTES.tradeOptionsOrders} />
      {!isPending && rows.length === 0 && <p className="trades-empty">{t('micro.no_open')}</p>}
      {rows.map((order) => (
        <OpenOptionRow key={order.id} order={order} now={now} price={markOf(pairOfMatch(quotes, order.match_id))} />
      ))}
    </section>
  )
}
