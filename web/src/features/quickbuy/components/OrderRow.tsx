import { ROUTES } from '@/lib/navigation'
import { useTranslation } from '@/lib/i18n'
import { Link } from '@/lib/router'
import { Fact } from '@/components/Fact'
import { plain } from '../terms'
import type { QuickOrderView } from '../types'
import { StatusTag } from './StatusTag'

/** One order in the history: what was paid and received, its state and when; opens the order. */
export function OrderRow({ order }: { order: QuickOrderView }) {
  const { t } = useTranslation()
  return (
    <Link to={`${ROUTES.quickbuyOrder}?id=${order.id}`} className="ui-card qb-card qb-order-row" data-order={order.id}>
      <div className="qb-card-head">
        <strong>
          {plain(order.receive)} {order.currency_name}
        </strong>
        <StatusTag status={order.status} />
      </div>
      <dl className="ui-facts">
        <Fact label={t('quickbuy.amount_paid')}>
          {plain(order.amount)} {order.fiat}
        </Fact>
        <Fact label={t('quickbuy.method')}>{t(`quickbuy.method_${order.method}`)}</Fact>
        <Fact label={t('quickbuy.reference')}>{order.reference}</Fact>
        <Fact label={t('quickbuy.created_at')}>{order.created_at || '--'}</Fact>
      </dl>
    </Link>
  )
}
