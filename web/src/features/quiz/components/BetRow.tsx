import { useTranslation } from '@/lib/i18n'
import { Fact } from '@/components/Fact'
import { plain } from '../rules'
import { BET_HIT, type QuizBetView } from '../types'

/** One of the caller's bets: the round, the side, the stake, its status and what it paid. */
export function BetRow({ bet, currency }: { bet: QuizBetView; currency: string }) {
  const { t } = useTranslation()
  return (
    <article className="ui-card quiz-card quiz-bet" data-bet={bet.id} data-status={bet.status}>
      <div className="quiz-card-head">
        <strong className="quiz-market">{bet.market}</strong>
        <span className={`ui-tag quiz-bet-status quiz-bet-status-${bet.status}`}>
          {t(`quiz.bet_status_${bet.status}`)}
        </span>
      </div>
      <p className="quiz-question">{bet.question}</p>
      <dl className="ui-facts quiz-facts">
        <div>
          <dt>{t('quiz.side')}</dt>
          <dd className={`quiz-side-${bet.side}`}>{t(`quiz.${bet.side}`)}</dd>
        </div>
        <Fact label={t('quiz.amount')} className="quiz-bet-amount">
          {plain(bet.amount)} {currency}
        </Fact>
        {bet.outcome && <Fact label={t('quiz.outcome')}>{t(`quiz.outcome_${bet.outcome}`)}</Fact>}
        {bet.status === BET_HIT && (
          <Fact label={t('quiz.payout')} className="quiz-bet-payout">
            {plain(bet.payout)} {currency}
          </Fact>
        )}
        <div className="wide">
          <dt>{t('quiz.placed_at')}</dt>
          <dd>{bet.created_at}</dd>
        </div>
      </dl>
    </article>
  )
}
