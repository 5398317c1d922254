import { PrimaryButton } from '@/components/form/PrimaryButton'
import { Button, Dialog } from 'antd-mobile'
import { CloseCircleOutline, FileOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { Fact } from '@/components/Fact'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate, useSearchParams } from '@/lib/router'
import { toast } from '@/lib/toast'
import { CopyFact } from '../components/CopyButton'
import { OrderStatusText } from '../components/OrderStatusText'
import { ReceivingAccount } from '../components/ReceivingAccount'
import { StatusTag } from '../components/StatusTag'
import { VoucherForm } from '../components/VoucherForm'
import { useCancelOrder, useOrder, useQuickBuyConfig } from '../queries'
import '../quickbuy.css'
import { useQuickBuyStrings } from '../strings'
import { plain } from '../terms'
import { ORDER_REVIEW, ORDER_TO_PAY, type QuickBuyRules, type QuickOrderView } from '../types'

function OrderDetails({ order, rules }: { order: QuickOrderView; rules: QuickBuyRules | undefined }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const cancelling = useCancelOrder()
  const toPay = order.status === ORDER_TO_PAY
  const provider = rules?.provider || t('quickbuy.provider')

  const cancel = async () => {
    const confirmed = await Dialog.confirm({
      title: t('quickbuy.cancel_title'),
      content: t('quickbuy.cancel_text'),
      confirmText: t('quickbuy.cancel'),
      cancelText: t('quickbuy.keep'),
    })
    if (!confirmed) return
    cancelling.mutate(order.id, {
      onSuccess: (message) => toast.success(typeof message === 'string' && message ? message : t('quickbuy.cancelled')),
    })
  }

  return (
    <div className="qb-form" data-order={order.id} data-status={order.status}>
      <section className="ui-card qb-card qb-order-status">
        <div className="qb-card-head">
          <strong className="qb-order-amount">
            {plain(order.amount)} {order.fiat}
          </strong>
          <StatusTag status={order.status} />
        </div>
        <OrderStatusText order={order} rules={rules} />
        <dl className="ui-facts">
          <CopyFact label={t('quickbuy.reference')} value={order.reference} className="qb-reference" />
          <Fact label={t('quickbuy.price')} className="qb-order-price">
            1 {order.currency_name} = {plain(order.price)} {order.fiat}
          </Fact>
          <Fact label={t('quickbuy.receive')} className="qb-order-receive qb-strong">
            {plain(order.receive)} {order.currency_name}
          </Fact>
          <Fact label={t('quickbuy.method')}>{t(`quickbuy.method_${order.method}`)}</Fact>
          <Fact label={t('quickbuy.created_at')}>{order.created_at || '--'}</Fact>
          {order.paid_at && (
            <Fact label={t('quickbuy.paid_at')} className="qb-paid-at">
              {order.paid_at}
            </Fact>
          )}
        </dl>
      </section>

      {toPay && order.method === 'bank' && (
        <>
          <p className="qb-note qb-reference-note">{t('quickbuy.reference_note')}</p>
          <ReceivingAccount receiving={order.receiving} />
          <VoucherForm orderId={order.id} />
        </>
      )}
      {toPay && order.method !== 'bank' && order.checkout_url && (
        <PrimaryButton
          className="qb-checkout"
          // The provider sends the buyer back to this order once paid.
          onClick={() => window.location.assign(order.checkout_url)}
        >
          {t('quickbuy.pay_with', { provider })}
        </PrimaryButton>
      )}
      {order.status === ORDER_REVIEW && order.voucher && (
        <section className="ui-card qb-card qb-voucher-sent">
          <h3 className="qb-card-title">{t('quickbuy.voucher')}</h3>
          <img src={order.voucher} alt={t('quickbuy.voucher')} />
        </section>
      )}
      {toPay && (
        <Button block fill="outline" className="qb-cancel" loading={cancelling.isPending} onClick={() => void cancel()}>
          {t('quickbuy.cancel')}
        </Button>
      )}
      <Button block fill="none" className="qb-more" onClick={() => void navigate(ROUTES.quickbuyOrders)}>
        {t('quickbuy.all_orders')}
      </Button>
    </div>
  )
}

/** One quick-buy order (`?id=`): its state, what to pay where, the voucher, the provider's checkout or a cancel. */
export function OrderScreen() {
  const { t } = useQuickBuyStrings()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const valid = Number.isInteger(id) && id > 0
  const order = useOrder(valid ? id : 0)
  const config = useQuickBuyConfig()
  return (
    <Page title={t('quickbuy.order_title')}>
      <div className="quickbuy">
        {!valid || (order.isError && !order.data) ? (
          <StateView
            icon={valid ? <CloseCircleOutline /> : <FileOutline />}
            title={valid ? t('content.load_failed') : t('quickbuy.order_not_found')}
            action={
              valid
                ? { label: t('common.retry'), onClick: () => void order.refetch() }
                : { label: t('quickbuy.buy_now'), onClick: () => void navigate(ROUTES.quickbuy) }
            }
          />
        ) : order.data ? (
          <OrderDetails order={order.data} rules={config.data?.rules} />
        ) : (
          <LoadingView label={t('common.loading')} />
        )}
      </div>
    </Page>
  )
}
