import { Rate } from 'antd-mobile'
import { Page } from '@/components/Page'
import { LoadFailedView, LoadingView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link, useSearchParams } from '@/lib/router'
import { Chat } from '../components/Chat'
import { DisputeBlock } from '../components/DisputeBlock'
import { OrderActions } from '../components/OrderActions'
import { OrderFacts } from '../components/OrderFacts'
import '../otc.css'
import { useOrder } from '../queries'
import { readerId } from '../rules'
import { useOtcStrings } from '../strings'
import { ORDER_COMPLETED, type OtcOrderView } from '../types'

function OrderBody({ order }: { order: OtcOrderView }) {
  const { t } = useTranslation()
  const open = order.status < ORDER_COMPLETED
  return (
    <>
      <OrderFacts order={order} />
      {order.dispute && <DisputeBlock order={order} dispute={order.dispute} />}
      <OrderActions order={order} />
      {order.rating > 0 && (
        <section className="ui-card otc-card otc-rated">
          <span className="otc-field-label">{t('otc.rating')}</span>
          <Rate readOnly value={order.rating} />
        </section>
      )}
      <Chat orderId={order.id} me={readerId(order)} open={open} />
    </>
  )
}

/** One order (`?id=`): its terms, whom to pay and by when, the buttons of the reader's role, the dispute and the chat. */
export function OrderScreen() {
  const { t } = useOtcStrings()
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const order = useOrder(Number.isInteger(id) && id > 0 ? id : 0)
  return (
    <Page title={t('otc.order_title')} right={<Link to={ROUTES.otcOrders}>{t('otc.my_orders')}</Link>}>
      <div className="otc">
        {order.data ? (
          <OrderBody order={order.data} />
        ) : order.isError || !(id > 0) ? (
          <LoadFailedView title={t('otc.order_missing')} onRetry={() => void order.refetch()} />
        ) : (
          <LoadingView label={t('common.loading')} />
        )}
      </div>
    </Page>
  )
}
