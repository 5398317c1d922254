import { useTranslation } from '@/lib/i18n'
import '@/components/trade/trade.css'
import { Fact } from '@/components/Fact'
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
        <Fact label={t('micro.fee')}>{formatBalance(order.fee)}</Fact>
        <Fact label={t('micro.placed_at')}>{order.created_at}</Fact>
        <Fact label={t('micro.settled_at')}>{order.handled_at ?? '--'}</Fact>
      </dl>
      {settled ? (
        <OptionEvidence order={order} rule={false} />
      ) : (
        <dl className="evidence num">
          <Fact label={t('micro.entry_price')}>{formatPrice(order.open_price)}</Fact>
          <Fact label={t('micro.payout_ratio')}>{order.profit_ratio}%</Fact>
        </dl>
      )}
    </article>
  )
}
