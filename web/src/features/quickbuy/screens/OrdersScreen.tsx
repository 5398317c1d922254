import { FileOutline } from '@/components/icons'
import { PagedList } from '@/components/PagedList'
import { Page } from '@/components/Page'
import { StateView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate } from '@/lib/router'
import { OrderRow } from '../components/OrderRow'
import { useOrders } from '../queries'
import '../quickbuy.css'
import { useQuickBuyStrings } from '../strings'

/** The caller's quick-buy orders, newest first. */
export function OrdersScreen() {
  useQuickBuyStrings()
  const { t } = useTranslation()
  const navigate = useNavigate()
  const orders = useOrders()
  return (
    <Page title={t('quickbuy.orders_title')}>
      <div className="quickbuy qb-orders">
        <PagedList
          query={orders}
          rowKey={(order) => order.id}
          empty={
            <StateView
              icon={<FileOutline />}
              title={t('quickbuy.no_orders')}
              action={{ label: t('quickbuy.buy_now'), onClick: () => void navigate(ROUTES.quickbuy) }}
            />
          }
          renderItem={(order) => <OrderRow order={order} />}
        />
      </div>
    </Page>
  )
}
