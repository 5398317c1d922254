import { Button } from 'antd-mobile'
import { useState } from 'react'
import { PagedListPage } from '@/components/PagedList'
import { Sheet } from '@/components/Sheet'
import { EmptyListView } from '@/components/StateView'
import '@/components/trade/trade.css'
import { useNow } from '@/hooks/useNow'
import { useTranslation } from '@/lib/i18n'
import { newIdempotencyKey } from '@/lib/idempotency'
import { ROUTES } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { OrderRow } from '../components/OrderRow'
import '../earn.css'
import { refund } from '../lockming'
import { useLockOrders, useRedeem } from '../queries'
import { useEarnStrings } from '../strings'
import type { LockOrder } from '../types'

/** How often the next accrual times are measured against the clock. */
const TICK = 30_000

/** A position being redeemed and the key that redeems it once. */
interface Redeeming {
  order: LockOrder
  key: string
}

/** The penalty and the refund of an early redemption, shown before it is confirmed. */
function RedeemSheet({ target, onClose }: { target: Redeeming | null; onClose: () => void }) {
  const { t } = useTranslation()
  const redeeming = useRedeem()
  const order = target?.order ?? null
  const currency = order?.currency_name ?? ''
  const confirm = () => {
    if (!target) return
    redeeming.mutate(
      { id: target.order.id, key: target.key },
      {
        onSuccess: (message) => {
          toast.success(typeof message === 'string' && message ? message : t('earn.redeemed'))
          onClose()
        },
      },
    )
  }
  return (
    <Sheet visible={target !== null} title={t('earn.redeem_title')} onClose={onClose}>
      {order && (
        <div className="earn-sheet redeem-sheet">
          <dl className="ui-summary earn-summary">
            <dt>{t('earn.amount')}</dt>
            <dd>
              {order.amount} {currency}
            </dd>
            <dt>{t('earn.penalty')}</dt>
            <dd className="strong redeem-penalty">
              {order.cancel_fee_str} {currency}
            </dd>
            <dt>{t('earn.redeem_refund')}</dt>
            <dd className="strong redeem-refund">
              {refund(order)} {currency}
            </dd>
          </dl>
          <p className="earn-note">{t('earn.redeem_formula')}</p>
          <p className="earn-note">{t('earn.redeem_interest', { interest: order.total_interest, currency })}</p>
          <Button block color="danger" size="large" loading={redeeming.isPending} onClick={confirm}>
            {t('earn.confirm_redeem')}
          </Button>
        </div>
      )}
    </Sheet>
  )
}

/** The user's positions, newest first, with early redemption of those still locked. */
export function LockOrdersScreen() {
  const { t } = useEarnStrings()
  const orders = useLockOrders()
  const now = useNow({ tick: TICK })
  const [redeeming, setRedeeming] = useState<Redeeming | null>(null)
  return (
    <PagedListPage
      title={t('earn.my_positions')}
      className="orders-list"
      query={orders}
      rowKey={(order) => order.id}
      empty={<EmptyListView title={t('earn.no_orders')} action={{ label: t('earn.browse'), to: ROUTES.lockming }} />}
      renderItem={(order) => (
        <OrderRow order={order} now={now} onRedeem={(order) => setRedeeming({ order, key: newIdempotencyKey() })} />
      )}
    >
      <RedeemSheet target={redeeming} onClose={() => setRedeeming(null)} />
    </PagedListPage>
  )
}
