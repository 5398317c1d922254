import { Fact } from '@/components/Fact'
import { useNow } from '@/hooks/useNow'
import { useTranslation } from '@/lib/i18n'
import { fileUrl } from '@/lib/files'
import { countdown, fiatText, isUploadPath, coinText } from '../rules'
import { ORDER_CANCELLED, ORDER_UNPAID, type OtcOrderView } from '../types'
import { OrderStatus } from './OrderStatus'

/** Time left to pay an unpaid order; once it has run out the order is about to cancel. */
function PayCountdown({ payBy }: { payBy: number }) {
  const { t } = useTranslation()
  const now = useNow()
  const left = countdown(payBy, now)
  return (
    <p className={left.expired ? 'otc-countdown otc-countdown-over' : 'otc-countdown'} role="timer">
      {left.expired ? t('otc.pay_time_over') : t('otc.pay_within', { time: left.text })}
    </p>
  )
}

/** The seller's payee details for the order's method, as they were when the order was created. */
function Payee({ order }: { order: OtcOrderView }) {
  const { t } = useTranslation()
  const { payee, method } = order
  return (
    <dl className="ui-summary otc-payee">
      <dt>{t('otc.real_name')}</dt>
      <dd className="otc-payee-name">{payee.real_name || '--'}</dd>
      {method === 'bank' && (
        <>
          <dt>{t('otc.bank_name')}</dt>
          <dd>{payee.bank_name || '--'}</dd>
          <dt>{t('otc.bank_account')}</dt>
          <dd className="otc-payee-account">{payee.bank_account || '--'}</dd>
        </>
      )}
      {method === 'alipay' && (
        <>
          <dt>{t('otc.alipay_account')}</dt>
          <dd className="otc-payee-account">{payee.alipay_account || '--'}</dd>
        </>
      )}
      {method === 'wechat' && (
        <>
          <dt>{t('otc.wechat_account')}</dt>
          <dd className="otc-payee-account">{payee.wechat_account || '--'}</dd>
        </>
      )}
    </dl>
  )
}

/** An order's amounts, parties, times and status; the buyer of an unpaid order also sees whom to pay and by when. */
export function OrderFacts({ order }: { order: OtcOrderView }) {
  const { t } = useTranslation()
  const buying = order.role === 'buyer'
  const counterparty = buying ? order.seller : order.buyer
  return (
    <section className="ui-card otc-card otc-order" data-order={order.id} data-status={order.status}>
      <div className="otc-card-head">
        <strong className="otc-order-title">
          {t(buying ? 'otc.order_buy' : 'otc.order_sell', { currency: order.currency_name })}
        </strong>
        <OrderStatus status={order.status} />
      </div>
      {order.status === ORDER_UNPAID && <PayCountdown payBy={order.pay_by_ts} />}
      <p className="otc-order-fiat">
        <span className="otc-fiat-amount">{fiatText(order.fiat_amount)}</span> <small>{order.fiat}</small>
      </p>
      <dl className="ui-facts otc-facts">
        <Fact label={t('otc.amount')} rowClassName="otc-order-amount">
          {coinText(order.amount)} {order.currency_name}
        </Fact>
        <Fact label={t('otc.price')} rowClassName="otc-order-price">
          {fiatText(order.price)} {order.fiat}
        </Fact>
        <Fact label={t('otc.method')}>{t(`otc.method_${order.method}`)}</Fact>
        <Fact label={t(buying ? 'otc.seller' : 'otc.buyer')}>{counterparty.name || '--'}</Fact>
        <Fact label={t('otc.order_no')}>{order.id}</Fact>
        <Fact label={t('otc.created_at')}>{order.created_at || '--'}</Fact>
        {order.paid_at && <Fact label={t('otc.paid_at')}>{order.paid_at}</Fact>}
        {order.closed_at && <Fact label={t('otc.closed_at')}>{order.closed_at}</Fact>}
        {order.status === ORDER_CANCELLED && order.cancel_reason && (
          <Fact label={t('otc.cancel_reason')} rowClassName="wide otc-cancel-reason">
            {t(`otc.cancel_${order.cancel_reason}`)}
          </Fact>
        )}
      </dl>
      {buying && order.status === ORDER_UNPAID && (
        <div className="otc-pay-to">
          <h4>{t('otc.pay_to', { method: t(`otc.method_${order.method}`) })}</h4>
          <Payee order={order} />
          <p className="otc-note">{t('otc.pay_note')}</p>
        </div>
      )}
      {!buying && order.status === ORDER_UNPAID && <p className="otc-note">{t('otc.seller_wait')}</p>}
      {order.voucher && isUploadPath(order.voucher) && (
        <div className="otc-voucher">
          <h4>{t('otc.voucher')}</h4>
          <a href={fileUrl(order.voucher)} target="_blank" rel="noreferrer">
            <img src={fileUrl(order.voucher)} alt={t('otc.voucher')} />
          </a>
        </div>
      )}
    </section>
  )
}
