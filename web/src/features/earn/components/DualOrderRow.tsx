import { describePriceSource } from '@/lib/evidence'
import { useTranslation } from '@/lib/i18n'
import { DUAL_STATUS_CLASS, dualOutcome, formatSecond, isSettled } from '../dual'
import { formatDateTime, plain } from '../lockming'
import type { DualOrder } from '../types'
import { useZone } from '@/hooks/useZone'

/** One order: status, principal, APR, reference, settlement time and, once settled, the price with its evidence. */
export function DualOrderRow({ row }: { row: DualOrder }) {
  const { t } = useTranslation()
  const zone = useZone()
  const settled = isSettled(row)
  const outcome = dualOutcome(row, t)
  return (
    <article className="order-row dual-order" data-order={row.id}>
      <div className="earn-order-head">
        <strong>{row.name}</strong>
        <span className={`ui-tag earn-status ${DUAL_STATUS_CLASS[row.status] ?? ''}`}>
          {t(`earn.dual.status_${row.status}`)}
        </span>
      </div>
      <dl className="ui-facts earn-facts">
        <div>
          <dt>{t('earn.dual.shares_label')}</dt>
          <dd>{t('earn.dual.shares', { n: row.number })}</dd>
        </div>
        <div>
          <dt>{t('earn.dual.principal')}</dt>
          <dd className="principal">
            {plain(row.total)} {row.pay_currency}
          </dd>
        </div>
        <div>
          <dt>{t('earn.dual.apr')}</dt>
          <dd>{plain(row.order_rate)}%</dd>
        </div>
        <div>
          <dt>{t('earn.dual.reference')}</dt>
          <dd>{plain(row.exercise_price)} USDT</dd>
        </div>
        <div>
          <dt>{t('earn.dual.bought_at')}</dt>
          <dd>{formatDateTime(row.created_ts, zone)}</dd>
        </div>
        <div>
          <dt>{t('earn.dual.settles')}</dt>
          <dd className="settles">{formatSecond(row.settle_time_ts, zone)}</dd>
        </div>
        {settled && (
          <>
            <div>
              <dt>{t('earn.dual.settle_price')}</dt>
              <dd className="settle-price">
                {row.settle_price === null ? t('earn.dual.no_price') : `${plain(row.settle_price)} USDT`}
              </dd>
            </div>
            <div>
              <dt>{t('earn.dual.settle_source')}</dt>
              <dd className="settle-source">
                {describePriceSource(row.settle_price_source, t)}
                {row.settle_price_ts !== null && ` · ${formatSecond(row.settle_price_ts, zone)}`}
              </dd>
            </div>
            <div className="wide">
              <dt>{t('earn.dual.payout')}</dt>
              <dd className="payout strong">
                {plain(row.success)} {row.settle_currency}
              </dd>
            </div>
          </>
        )}
      </dl>
      {outcome && <p className="earn-note dual-outcome">{outcome}</p>}
      {!settled && <p className="earn-note ieo-state dual-state">{t('earn.dual.state_waiting')}</p>}
    </article>
  )
}
