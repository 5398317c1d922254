import { localizeDays } from '@/lib/duration'
import { useNow } from '@/hooks/useNow'
import { useTranslation } from '@/lib/i18n'
import { formatCountdown, remainingMs } from '../countdown'
import { plain } from '../terms'
import {
  ORDER_CANCELLED,
  ORDER_PAID,
  ORDER_REJECTED,
  ORDER_REVIEW,
  ORDER_TO_PAY,
  type QuickBuyRules,
  type QuickOrderView,
} from '../types'

/** The time left to pay a bank order, ticking; the server cancels the order once it runs out. */
function PayBy({ order }: { order: QuickOrderView }) {
  const { t } = useTranslation()
  const now = useNow()
  const left = remainingMs(order.pay_by_ts, now)
  return (
    <p className="qb-pay-by" aria-live="polite">
      {left > 0 ? t('quickbuy.pay_in', { time: formatCountdown(left) }) : t('quickbuy.pay_time_up')}
      {order.pay_by && <small> ({t('quickbuy.pay_by', { time: order.pay_by })})</small>}
    </p>
  )
}

/** What an order's state means for the buyer and what comes next. */
export function OrderStatusText({ order, rules }: { order: QuickOrderView; rules: QuickBuyRules | undefined }) {
  const { t } = useTranslation()
  const days = localizeDays(rules?.bank_days, t)
  switch (order.status) {
    case ORDER_TO_PAY:
      return order.method === 'bank' ? (
        <div className="qb-status-text">
          <p>
            {t('quickbuy.text_to_pay_bank', {
              amount: plain(order.amount),
              fiat: order.fiat,
              days,
            })}
          </p>
          <PayBy order={order} />
        </div>
      ) : (
        <div className="qb-status-text">
          <p>{t('quickbuy.text_to_pay_checkout', { provider: rules?.provider || t('quickbuy.provider') })}</p>
          <PayBy order={order} />
        </div>
      )
    case ORDER_REVIEW:
      return <p className="qb-status-text">{t('quickbuy.text_review', { days })}</p>
    case ORDER_PAID:
      return (
        <p className="qb-status-text qb-paid-text">
          {t('quickbuy.text_paid', { amount: plain(order.receive), coin: order.currency_name })}
        </p>
      )
    case ORDER_CANCELLED:
      return (
        <p className="qb-status-text qb-closed-text">
          {order.cancel_reason === 'user'
            ? t('quickbuy.cancelled_user')
            : order.cancel_reason === 'timeout'
              ? t('quickbuy.cancelled_timeout')
              : order.cancel_reason === 'failed'
                ? t('quickbuy.cancelled_failed')
                : t('quickbuy.cancelled_other')}
        </p>
      )
    case ORDER_REJECTED:
      return (
        <p className="qb-status-text qb-closed-text">
          <strong>{t('quickbuy.reject_reason')}: </strong>
          {order.reject_reason || '--'}
        </p>
      )
    default:
      return null
  }
}
