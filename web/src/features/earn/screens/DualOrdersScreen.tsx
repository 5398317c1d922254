import { PagedListPage } from '@/components/PagedList'
import { EmptyListView } from '@/components/StateView'
import '@/components/trade/trade.css'
import { ROUTES } from '@/lib/navigation'
import { DualOrderRow } from '../components/DualOrderRow'
import '../earn.css'
import { useDualOrders } from '../queries'
import { useEarnStrings } from '../strings'

/** The caller's dual-investment orders, newest first, each with its settlement evidence once settled. */
export function DualOrdersScreen() {
  const { t } = useEarnStrings()
  const orders = useDualOrders()
  return (
    <PagedListPage
      title={t('earn.dual.mine_title')}
      className="orders-list"
      query={orders}
      rowKey={(row) => row.id}
      empty={
        <EmptyListView title={t('earn.dual.no_orders')} action={{ label: t('earn.dual.browse'), to: ROUTES.invest }} />
      }
      renderItem={(row) => <DualOrderRow row={row} />}
    />
  )
}
