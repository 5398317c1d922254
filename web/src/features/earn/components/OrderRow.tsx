import { Button } from 'antd-mobile'
import { formatBalance } from '@/lib/amount'
import { useTranslation } from '@/lib/i18n'
import { Fact } from '@/components/Fact'
import { boostOf, formatDateTime, nextAccrual, percent, refund } from '../lockming'
import { LOCK_LOCKED, LOCK_MATURED, LOCK_REDEEMED, type LockOrder } from '../types'
import { useZone } from '@/hooks/useZone'

const STATUS_CLASS: Record<number, string> = {
  [LOCK_LOCKED]: 'locked',
  [LOCK_MATURED]: 'matured',
  [LOCK_REDEEMED]: 'redeemed',
}

interface OrderRowProps {
  order: LockOrder
  now: number
  onRedeem: (order: LockOrder) => void
}

/**
 * One position: status, amount, a boost coupon's extra rate and what it paid, interest earned, start and end, next
 * accrual and, while locked, early redemption.
 */
export function OrderRow({ order, now, onRedeem }: OrderRowProps) {
  const { t } = useTranslation()
  const zone = useZone()
  const currency = order.currency_name
  const next = nextAccrual(order, now)
  const boost = boostOf(order)
  return (
    <article className="order-row lock-order" data-order={order.id}>
      <div className="earn-order-head">
        <strong>
          {formatBalance(order.amount)} {currency}
        </strong>
        <span className={`ui-tag earn-status ${STATUS_CLASS[order.status] ?? ''}`}>
          {t(`earn.status_${order.status}`)}
        </span>
      </div>
      {boost && (
        <p className="lock-boost">
          <span>{t('earn.boost_line_rate', { rate: boost.rate })}</span>
          <span className="lock-boost-paid">
            {t('earn.boost_line_paid', {
              paid: formatBalance(boost.paid),
              cap: formatBalance(boost.cap),
              currency,
            })}
          </span>
        </p>
      )}
      <dl className="ui-facts earn-facts">
        <Fact label={t('earn.interest')} className="value-up">
          {formatBalance(order.total_interest)} {currency}
        </Fact>
        {order.status === LOCK_LOCKED && <Fact label={t('earn.rate_today')}>{percent(order.day_rate_percent)}</Fact>}
        <Fact label={t('earn.start')}>{formatDateTime(order.start_at_ts, zone)}</Fact>
        <Fact label={t('earn.end')}>{formatDateTime(order.end_at_ts, zone)}</Fact>
        {next !== null && (
          <Fact label={t('earn.next_accrual')} className="next-accrual">
            {formatDateTime(next, zone)}
          </Fact>
        )}
        {order.status === LOCK_LOCKED && (
          <Fact label={t('earn.penalty_now')}>
            {formatBalance(order.cancel_fee_str)} {currency}
          </Fact>
        )}
        {order.status === LOCK_REDEEMED && (
          <>
            <Fact label={t('earn.penalty')}>
              {formatBalance(order.cancel_fee_str)} {currency}
            </Fact>
            <Fact label={t('earn.refunded')} className="refunded">
              {formatBalance(refund(order))} {currency}
            </Fact>
          </>
        )}
      </dl>
      {order.status === LOCK_LOCKED && (
        <div className="earn-actions">
          <span />
          <Button size="small" color="danger" fill="outline" onClick={() => onRedeem(order)}>
            {t('earn.redeem')}
          </Button>
        </div>
      )}
    </article>
  )
}
