import { PagedListPage } from '@/components/PagedList'
import { EmptyListView } from '@/components/StateView'
import '@/components/trade/trade.css'
import { Fact } from '@/components/Fact'
import { formatBalance } from '@/lib/amount'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import '../earn.css'
import { ieoOutcome } from '../ieo'
import { formatDateTime, plain } from '../lockming'
import { useIeoSubscriptions } from '../queries'
import { useEarnStrings } from '../strings'
import { IEO_ALLOCATED, IEO_APPLIED, IEO_REFUNDED, type IeoSubscription } from '../types'
import { useZone } from '@/hooks/useZone'

const STATUS_CLASS: Record<number, string> = {
  [IEO_APPLIED]: 'locked',
  [IEO_ALLOCATED]: 'matured',
  [IEO_REFUNDED]: 'redeemed',
}

/** Where the subscription's tokens are: paid into escrow, locked until listing, or released. */
function Holding({ row }: { row: IeoSubscription }) {
  const { t } = useTranslation()
  const zone = useZone()
  const listing = formatDateTime(row.sell_begin_ts, zone)
  if (row.status === IEO_APPLIED) return <p className="earn-note ieo-state">{t('earn.ieo.state_escrow')}</p>
  if (row.status === IEO_REFUNDED) return <p className="earn-note ieo-state">{t('earn.ieo.state_refunded')}</p>
  return (
    <p className="earn-note ieo-state">
      {row.released === 1
        ? t('earn.ieo.state_released', { time: listing })
        : t('earn.ieo.state_locked', { time: listing })}
    </p>
  )
}

/** One subscription: applied, allocated, paid, charged, refunded, its lock and the rule with the totals used. */
function SubscriptionRow({ row }: { row: IeoSubscription }) {
  const { t } = useTranslation()
  const zone = useZone()
  const token = row.currency_name
  const pay = row.pay_currency_name
  return (
    <article className="order-row ieo-order" data-subscription={row.id}>
      <div className="earn-order-head">
        <strong>{row.name}</strong>
        <span className={`ui-tag earn-status ${STATUS_CLASS[row.status] ?? ''}`}>
          {t(`earn.ieo.sub_status_${row.status}`)}
        </span>
      </div>
      <dl className="ui-facts earn-facts">
        <Fact label={t('earn.ieo.applied')} className="applied">
          {formatBalance(row.coin_amount)} {token}
        </Fact>
        <Fact label={t('earn.ieo.allocated')} className="allocated">
          {formatBalance(row.give_amount)} {token}
        </Fact>
        <Fact label={t('earn.ieo.price')}>
          {formatBalance(row.price)} {pay}
        </Fact>
        <Fact label={t('earn.ieo.paid')} className="paid">
          {formatBalance(row.paid)} {pay}
        </Fact>
        <Fact label={t('earn.ieo.charged')} className="charged">
          {formatBalance(row.charged)} {pay}
        </Fact>
        <Fact label={t('earn.ieo.refunded')} className="refunded">
          {formatBalance(row.refunded)} {pay}
        </Fact>
        <Fact label={t('earn.ieo.total_applied')}>
          {plain(row.total_applied)} {token}
        </Fact>
        <Fact label={t('earn.ieo.supply')}>
          {plain(row.supply)} {token}
        </Fact>
        <Fact label={t('earn.ieo.subscribed_at')}>{formatDateTime(row.created_at_ts, zone)}</Fact>
        <Fact label={t('earn.ieo.listing')}>{formatDateTime(row.sell_begin_ts, zone)}</Fact>
      </dl>
      <Holding row={row} />
      <p className="earn-note ieo-outcome">{ieoOutcome(row, t)}</p>
    </article>
  )
}

/** The caller's IEO subscriptions, newest first, each with the allocation rule applied to the totals. */
export function IeoOrdersScreen() {
  const { t } = useEarnStrings()
  const subscriptions = useIeoSubscriptions()
  return (
    <PagedListPage
      title={t('earn.ieo.my_subscriptions')}
      className="orders-list"
      query={subscriptions}
      rowKey={(row) => row.id}
      empty={<EmptyListView title={t('earn.ieo.no_orders')} action={{ label: t('earn.ieo.browse'), to: ROUTES.ieo }} />}
      renderItem={(row) => <SubscriptionRow row={row} />}
    />
  )
}
