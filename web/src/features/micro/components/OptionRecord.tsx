import { useTranslation } from '@/lib/i18n'
import '@/components/trade/trade.css'
import { changeTone } from '@/features/market'
import { formatBalance, formatPrice, formatSigned } from '@/lib/amount'
import '../micro.css'
import { isSettled, RESULT_KEYS, resultKind } from '../result'
import type { MicroOrder } from '../types'
import { OptionEvidence } from './OptionEvidence'
import { OptionHead, StakeField } from './OptionHead'

/** One option of the history: direction, instrument, duration, stake, status or result, and the settlement evidence (the rule is stated once above the list). */
export function OptionRecord({ order }: { order: MicroOrder }) {
  const { t } = useTranslation()
  const kind = resultKind(order)
  const settled = isSettled(order)
  const status = Number(order.status)
  const statusText = kind
    ? t(RESULT_KEYS[kind])
    : order.status_name || t(status === 2 ? 'micro.settling' : 'micro.status_open')
  return (
    <article className="order-row option-record">
      <OptionHead
        order={order}
        status={
          <span className={`order-status option-result-tag ${kind === 'win' ? 'up' : kind === 'loss' ? 'down' : ''}`}>
            {statusText}
          </span>
        }
      />
      <dl className="order-fields num">
        <StakeField order={order} />
        <div>
          <dt>{t('micro.profit')}</dt>
          <dd className={settled ? changeTone(order.fact_profits) : ''}>
            {settled ? formatSigned(order.fact_profits) : '--'}
          </dd>
        </div>
        <div>
          <dt>{t('micro.fee')}</dt>
          <dd>{formatBalance(order.fee)}</dd>
        </div>
        <div>
          <dt>{t('micro.placed_at')}</dt>
          <dd>{order.created_at}</dd>
        </div>
        <div>
          <dt>{t('micro.settled_at')}</dt>
          <dd>{order.handled_at ?? '--'}</dd>
        </div>
      </dl>
      {settled ? (
        <OptionEvidence order={order} rule={false} />
      ) : (
        <dl className="evidence num">
          <div>
            <dt>{t('micro.entry_price')}</dt>
            <dd>{formatPrice(order.open_price)}</dd>
          </div>
          <div>
            <dt>{t('micro.payout_ratio')}</dt>
            <dd>{order.profit_ratio}%</dd>
          </div>
        </dl>
      )}
    </article>
  )
}
