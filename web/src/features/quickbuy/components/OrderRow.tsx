import { ROUTES } from '@/lib/navigation'
import { useTranslation } from '@/lib/i18n'
import { Link } from '@/lib/router'
import { plain } from '../terms'
import type { QuickOrderView } from '../types'
import { StatusTag } from './StatusTag'

/** One order in the history: what was paid and received, its state and when; opens the order. */
export function OrderRow({ order }: { order: QuickOrderView }) {
  const { t } = useTranslation()
  return (
    <Link to={`${ROUTES.quickbuyOrder}?id=${order.id}`} className="qb-card qb-order-row" data-order={order.id}>
      <div className="qb-card-head">
        <strong>
          {plain(order.receive)} {order.currency_name}
        </strong>
        <StatusTag status={order.status} />
      </div>
      <dl className="ui-facts">
        <div>
          <dt>{t('quickbuy.amount_paid')}</dt>
          <dd>
            {plain(order.amount)} {order.fiat}
          </dd>
        </div>
        <div>
          <dt>{t('quickbuy.method')}</dt>
          <dd>{t(`quickbuy.method_${order.method}`)}</dd>
        </div>
        <div>
          <dt>{t('quickbuy.reference')}</dt>
          <dd>{order.reference}</dd>
        </div>
        <div>
          <dt>{t('quickbuy.created_at')}</dt>
          <dd>{order.created_at || '--'}</dd>
        </div>
      </dl>
    </Link>
  )
}
