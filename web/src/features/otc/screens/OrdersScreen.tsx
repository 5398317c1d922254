import { PickOne } from '@/components/form/PickOne'
import { useState } from 'react'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { EmptyListView } from '@/components/StateView'
import { Fact } from '@/components/Fact'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link } from '@/lib/router'
import { OrderStatus } from '../components/OrderStatus'
import '../otc.css'
import { useOrders } from '../queries'
import { fiatText, coinText } from '../rules'
import { useOtcStrings } from '../strings'
import type { OtcOrderFilter, OtcOrderView } from '../types'

const FILTERS: OtcOrderFilter[] = ['all', '0', '1', '2', '3', '4']

/** One order in the list, opening the order. */
function OrderRow({ order }: { order: OtcOrderView }) {
  const { t } = useTranslation()
  const buying = order.role === 'buyer'
  return (
    <Link to={`${ROUTES.otcOrder}?id=${order.id}`} className="ui-card otc-card otc-order-row" data-order={order.id}>
      <div className="otc-card-head">
        <strong className={buying ? 'otc-side-buy' : 'otc-side-sell'}>
          {t(buying ? 'otc.order_buy' : 'otc.order_sell', { currency: order.currency_name })}
        </strong>
        <OrderStatus status={order.status} />
      </div>
      <dl className="ui-facts otc-facts">
        <Fact label={t('otc.amount')}>
          {coinText(order.amount)} {order.currency_name}
        </Fact>
        <Fact label={t('otc.fiat_amount')}>
          {fiatText(order.fiat_amount)} {order.fiat}
        </Fact>
        <Fact label={t(buying ? 'otc.seller' : 'otc.buyer')}>{(buying ? order.seller : order.buyer).name || '--'}</Fact>
        <Fact label={t('otc.created_at')}>{order.created_at}</Fact>
      </dl>
    </Link>
  )
}

/** The caller's OTC orders, as buyer or seller, newest first, by status. */
export function OrdersScreen() {
  const { t } = useOtcStrings()
  const [filter, setFilter] = useState<OtcOrderFilter>('all')
  const orders = useOrders(filter)
  return (
    <Page title={t('otc.my_orders')}>
      <div className="otc otc-orders">
        <PickOne
          className="otc-filter otc-status-filter"
          columns={3}
          value={filter}
          onPick={setFilter}
          options={FILTERS.map((value) => ({
            value,
            label: value === 'all' ? t('otc.filter_all') : t(`otc.status_${value}`),
          }))}
        />
        <PagedList
          query={orders}
          rowKey={(order) => order.id}
          empty={<EmptyListView title={t('otc.no_orders')} action={{ label: t('otc.go_trade'), to: ROUTES.otc }} />}
          renderItem={(order) => <OrderRow order={order} />}
        />
      </div>
    </Page>
  )
}
