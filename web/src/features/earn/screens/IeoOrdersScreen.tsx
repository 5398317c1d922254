import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { EmptyListView } from '@/components/StateView'
import '@/components/trade/trade.css'
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
        <div>
          <dt>{t('earn.ieo.applied')}</dt>
          <dd className="applied">
            {formatBalance(row.coin_amount)} {token}
          </dd>
        </div>
        <div>
          <dt>{t('earn.ieo.allocated')}</dt>
          <dd className="allocated">
            {formatBalance(row.give_amount)} {token}
          </dd>
        </div>
        <div>
          <dt>{t('earn.ieo.price')}</dt>
          <dd>
            {formatBalance(row.price)} {pay}
          </dd>
        </div>
        <div>
          <dt>{t('earn.ieo.paid')}</dt>
          <dd className="paid">
            {formatBalance(row.paid)} {pay}
          </dd>
        </div>
        <div>
          <dt>{t('earn.ieo.charged')}</dt>
          <dd className="charged">
            {formatBalance(row.charged)} {pay}
          </dd>
        </div>
        <div>
          <dt>{t('earn.ieo.refunded')}</dt>
          <dd className="refunded">
            {formatBalance(row.refunded)} {pay}
          </dd>
        </div>
        <div>
          <dt>{t('earn.ieo.total_applied')}</dt>
          <dd>
            {plain(row.total_applied)} {token}
          </dd>
        </div>
        <div>
          <dt>{t('earn.ieo.supply')}</dt>
          <dd>
            {plain(row.supply)} {token}
          </dd>
        </div>
        <div>
          <dt>{t('earn.ieo.subscribed_at')}</dt>
          <dd>{formatDateTime(row.created_at_ts, zone)}</dd>
        </div>
        <div>
          <dt>{t('earn.ieo.listing')}</dt>
          <dd>{formatDateTime(row.sell_begin_ts, zone)}</dd>
        </div>
      </dl>
      <Holding row={row} />
      <p className="earn-note ieo-outcome">{ieoOutcome(row, t)}</p>
    </article>
  )
}

/** The caller's IEO subscriptions, newest first, each with the allocation rule applied to the totals. */
export function IeoOrdersScreen() {
  useEarnStrings()
  const { t } = useTranslation()
  const subscriptions = useIeoSubscriptions()
  return (
    <Page title={t('earn.ieo.my_subscriptions')}>
      <div className="orders-list">
        <PagedList
          query={subscriptions}
          rowKey={(row) => row.id}
          empty={
            <EmptyListView title={t('earn.ieo.no_orders')} action={{ label: t('earn.ieo.browse'), to: ROUTES.ieo }} />
          }
          renderItem={(row) => <SubscriptionRow row={row} />}
        />
      </div>
    </Page>
  )
}
