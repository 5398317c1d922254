import { useTranslation } from '@/lib/i18n'
import '@/components/trade/trade.css'
import { HistoryTitle } from '@/components/trade/HistoryTitle'
import { ROUTES } from '@/lib/navigation'
import { useCancelOrder, useOpenOrders } from '../queries'
import '../spot.css'
import { OrderRow } from './OrderRow'

/** The user's open orders of the pair on the trade screen, each with a cancel button. */
export function OpenOrders({ currencyId, legalId }: { currencyId: number; legalId: number }) {
  const { t } = useTranslation()
  const { data, isPending } = useOpenOrders(currencyId, legalId)
  const cancel = useCancelOrder()
  const orders = data ?? []
  return (
    <section className="card open-orders">
      <HistoryTitle title={t('trade.open_orders')} to={ROUTES.tradeOrders} linkClassName="home-more" />
      {!isPending && orders.length === 0 && <p className="trades-empty">{t('trade.no_open_orders')}</p>}
      {orders.map((order) => (
        <OrderRow
          key={order.id}
          order={order}
          cancelling={cancel.isPending && cancel.variables === order.id}
          onCancel={(o) => cancel.mutate(o.id)}
        />
      ))}
    </section>
  )
}
