import { PagedListPage } from '@/components/PagedList'
import { EmptyListView } from '@/components/StateView'
import { ROUTES } from '@/lib/navigation'
import { OrderRow } from '../components/OrderRow'
import { useOrders } from '../queries'
import '../quickbuy.css'
import { useQuickBuyStrings } from '../strings'

/** The caller's quick-buy orders, newest first. */
export function OrdersScreen() {
  const { t } = useQuickBuyStrings()
  const orders = useOrders()
  return (
    <PagedListPage
      title={t('quickbuy.orders_title')}
      className="quickbuy qb-orders"
      query={orders}
      rowKey={(order) => order.id}
      empty={
        <EmptyListView title={t('quickbuy.no_orders')} action={{ label: t('quickbuy.buy_now'), to: ROUTES.quickbuy }} />
      }
      renderItem={(order) => <OrderRow order={order} />}
    />
  )
}
