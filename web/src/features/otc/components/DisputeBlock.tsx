import { useTranslation } from '@/lib/i18n'
import type { OtcDispute, OtcOrderView } from '../types'

/** An order's dispute as both parties see it: who opened it and why, then the platform's outcome and its reason. */
export function DisputeBlock({ order, dispute }: { order: OtcOrderView; dispute: OtcDispute }) {
  const { t } = useTranslation()
  const opener = dispute.opened_by === order.buyer.user_id ? t('otc.buyer') : t('otc.seller')
  return (
    <section className="ui-card otc-card otc-dispute">
      <h3 className="otc-card-title">{t('otc.dispute')}</h3>
      <dl className="ui-summary">
        <dt>{t('otc.dispute_opened_by')}</dt>
        <dd>
          {opener} · {dispute.opened_at}
        </dd>
        <dt>{t('otc.dispute_reason')}</dt>
        <dd className="otc-dispute-reason">{dispute.reason}</dd>
        <dt>{t('otc.dispute_outcome')}</dt>
        <dd className="otc-dispute-outcome">{t(`otc.outcome_${dispute.outcome || 'pending'}`)}</dd>
        {dispute.outcome && (
          <>
            <dt>{t('otc.outcome_reason')}</dt>
            <dd className="otc-outcome-reason">{dispute.outcome_reason || '--'}</dd>
            <dt>{t('otc.decided_at')}</dt>
            <dd>{dispute.decided_at}</dd>
          </>
        )}
      </dl>
    </section>
  )
}
