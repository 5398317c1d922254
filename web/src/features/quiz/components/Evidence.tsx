import { describePriceSource } from '@/lib/evidence'
import { useTranslation } from '@/lib/i18n'
import { formatMoment, plain } from '../rules'
import type { QuizEvidence } from '../types'
import { useZone } from '@/hooks/useZone'

/** The two index samples a round was settled from, the fee and what 1 USDT on the winning side paid. */
export function Evidence({ evidence, currency }: { evidence: QuizEvidence; currency: string }) {
  const { t } = useTranslation()
  const zone = useZone()
  return (
    <section className="quiz-evidence">
      <h4 className="quiz-evidence-title">{t('quiz.evidence')}</h4>
      <dl className="ui-summary">
        <dt>{t('quiz.ref_price')}</dt>
        <dd className="quiz-ref-price">
          {plain(evidence.ref_price)}
          <small>{formatMoment(evidence.ref_ts, zone)}</small>
        </dd>
        <dt>{t('quiz.final_price')}</dt>
        <dd className="quiz-final-price">
          {plain(evidence.final_price)}
          <small>{formatMoment(evidence.final_ts, zone)}</small>
        </dd>
        <dt>{t('quiz.source')}</dt>
        <dd className="quiz-sources">
          {evidence.ref_source === evidence.final_source
            ? describePriceSource(evidence.ref_source, t)
            : `${describePriceSource(evidence.ref_source, t)} / ${describePriceSource(evidence.final_source, t)}`}
        </dd>
        <dt>{t('quiz.fee')}</dt>
        <dd className="quiz-fee">
          {plain(evidence.fee)} {currency}
        </dd>
        <dt>{t('quiz.payout_ratio', { currency })}</dt>
        <dd className="quiz-payout-ratio">
          {evidence.payout_ratio ? `${plain(evidence.payout_ratio)} ${currency}` : t('quiz.refunded')}
        </dd>
      </dl>
    </section>
  )
}
