import { PagedList } from '@/components/PagedList'
import { Page } from '@/components/Page'
import { EmptyListView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { OrderRow } from '../components/OrderRow'
import { useOrders } from '../queries'
import '../quickbuy.css'
import { useQuickBuyStrings } from '../strings'

/** The caller's quick-buy orders, newest first. */
export function OrdersScreen() {
  useQuickBuyStrings()
  const { t } = useTranslation()
  const orders = useOrders()
  return (
    <Page title={t('quickbuy.orders_title')}>
      <div className="quickbuy qb-orders">
        <PagedList
          query={orders}
          rowKey={(order) => order.id}
          empty={
            <EmptyListView
              title={t('quickbuy.no_orders')}
              action={{ label: t('quickbuy.buy_now'), to: ROUTES.quickbuy }}
            />
          }
          renderItem={(order) => <OrderRow order={order} />}
        />
      </div>
    </Page>
  )
}
