import { describePriceSource } from '@/lib/evidence'
import { useTranslation } from '@/lib/i18n'
import { Fact } from '@/components/Fact'
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
        <Fact label={t('earn.dual.shares_label')}>{t('earn.dual.shares', { n: row.number })}</Fact>
        <Fact label={t('earn.dual.principal')} className="principal">
          {plain(row.total)} {row.pay_currency}
        </Fact>
        <Fact label={t('earn.dual.apr')}>{plain(row.order_rate)}%</Fact>
        <Fact label={t('earn.dual.reference')}>{plain(row.exercise_price)} USDT</Fact>
        <Fact label={t('earn.dual.bought_at')}>{formatDateTime(row.created_ts, zone)}</Fact>
        <Fact label={t('earn.dual.settles')} className="settles">
          {formatSecond(row.settle_time_ts, zone)}
        </Fact>
        {settled && (
          <>
            <Fact label={t('earn.dual.settle_price')} className="settle-price">
              {row.settle_price === null ? t('earn.dual.no_price') : `${plain(row.settle_price)} USDT`}
            </Fact>
            <Fact label={t('earn.dual.settle_source')} className="settle-source">
              {describePriceSource(row.settle_price_source, t)}
              {row.settle_price_ts !== null && ` · ${formatSecond(row.settle_price_ts, zone)}`}
            </Fact>
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
