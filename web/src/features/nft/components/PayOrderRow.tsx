import { Button, Dialog } from 'antd-mobile'
import { fileUrl } from '@/lib/files'
import { useTranslation } from '@/lib/i18n'
import { newIdempotencyKey } from '@/lib/idempotency'
import { toast } from '@/lib/toast'
import { usePayOrder, useReadOrder } from '../queries'
import { payState, plain, timeLeft } from '../rules'
import type { NftPayOrder } from '../types'

/** A won auction: its price, whether it is paid, expired or to pay with the time left, and its buttons. */
export function PayOrderRow({ order, now, hours }: { order: NftPayOrder; now: number; hours: number }) {
  const { t } = useTranslation()
  const paying = usePayOrder()
  const reading = useReadOrder()
  const state = payState(order, now)
  const left = timeLeft(order.overtime, now)
  const pay = async () => {
    const confirmed = await Dialog.confirm({
      title: t('nft.pay_title'),
      content: t('nft.pay_note', { price: plain(order.price), currency: order.currency_name, hours, count: hours }),
      confirmText: t('nft.pay'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    paying.mutate({ id: order.id, key: newIdempotencyKey() }, { onSuccess: () => toast.success(t('nft.paid_toast')) })
    if (order.is_read === 0) reading.mutate(order.id)
  }
  return (
    <article className={order.is_read === 0 ? 'nft-order nft-order-unread' : 'nft-order'} data-order={order.id}>
      <img className="nft-order-image" src={fileUrl(order.image)} alt="" />
      <div className="nft-order-body">
        <h3 className="nft-order-name">
          {order.is_read === 0 && <span className="nft-dot" aria-label={t('nft.unread')} />}
          {order.name}
        </h3>
        <p className="nft-order-price">
          {plain(order.price)} {order.currency_name}
        </p>
        {state === 'to_pay' ? (
          <p className="nft-order-clock">
            {t('nft.pay_within', { time: left.days > 0 ? t('nft.countdown_days', left) : left.hms })}
          </p>
        ) : (
          <p className={`nft-order-state nft-order-${state}`}>
            {state === 'paid' ? t('nft.order_paid') : t('nft.order_expired')}
          </p>
        )}
        <div className="nft-order-actions">
          {order.is_read === 0 && (
            <Button
              size="mini"
              fill="none"
              className="nft-read"
              loading={reading.isPending}
              onClick={() => reading.mutate(order.id)}
            >
              {t('nft.mark_read')}
            </Button>
          )}
          {state === 'to_pay' && (
            <Button
              size="small"
              color="primary"
              className="nft-pay"
              loading={paying.isPending}
              onClick={() => void pay()}
            >
              {t('nft.pay')}
            </Button>
          )}
        </div>
      </div>
    </article>
  )
}
