import { Tabs } from 'antd-mobile'
import { FileOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { useSearchParams } from '@/lib/router'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { StateView } from '@/components/StateView'
import '@/components/trade/trade.css'
import { OrderRow } from '../components/OrderRow'
import { useAccountFeed, useCancelOrder, useOrderList } from '../queries'
import '../spot.css'

/** The user's spot orders: open ones (with cancel) and finished ones. */
export function SpotOrdersScreen() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'history' ? 'history' : 'open'
  const open = useOrderList('open')
  const history = useOrderList('history')
  const cancel = useCancelOrder()
  useAccountFeed(true)
  return (
    <Page title={t('trade.orders_title')}>
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        <Tabs.Tab key="open" title={t('trade.open_orders')} />
        <Tabs.Tab key="history" title={t('trade.order_history')} />
      </Tabs>
      <div className="orders-list">
        <PagedList
          key={tab}
          query={tab === 'open' ? open : history}
          rowKey={(order) => order.id}
          empty={
            <StateView icon={<FileOutline />} title={t(tab === 'open' ? 'trade.no_open_orders' : 'trade.no_history')} />
          }
          renderItem={(order) => (
            <OrderRow
              order={order}
              cancelling={cancel.isPending && cancel.variables === order.id}
              onCancel={tab === 'open' ? (o) => cancel.mutate(o.id) : undefined}
            />
          )}
        />
      </div>
    </Page>
  )
}
