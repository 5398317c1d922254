import { Button } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { Fact } from '@/components/Fact'
import { plain, positive, stakeResults, type StakeResult } from '../rules'
import { BET_HIT, STATE_GUESSING, STATE_SETTLED, type QuizBetView, type QuizRoundView, type QuizSide } from '../types'
import { Evidence } from './Evidence'
import { Pools } from './Pools'
import { RoundClock } from './RoundClock'

interface RoundCardProps {
  round: QuizRoundView
  currency: string
  now: number
  /** The reader's loaded bets, which tell what each stake on a settled round came to. */
  bets: readonly QuizBetView[]
  onGuess: (round: QuizRoundView, side: QuizSide) => void
}

/** A stake on a settled round and what it came to: hit with its payout, missed or refunded. */
function StakeLine({ result, currency }: { result: StakeResult; currency: string }) {
  const { t } = useTranslation()
  return (
    <span className="quiz-mine-bet" data-bet={result.bet ?? undefined} data-status={result.status}>
      <span className={`quiz-mine-${result.side}`}>
        {t(`quiz.${result.side}`)} {plain(result.amount)} {currency}
      </span>{' '}
      <span className={`ui-tag quiz-bet-status quiz-bet-status-${result.status} quiz-mine-result`}>
        {result.status === BET_HIT && result.payout !== null
          ? t('quiz.result_hit', { payout: plain(result.payout), currency })
          : t(`quiz.bet_status_${result.status}`)}
      </span>
    </span>
  )
}

/**
 * One round: its question, state, countdown, pools and the reader's stakes; once settled its outcome, what each of the
 * reader's stakes came to, and the evidence.
 */
export function RoundCard({ round, currency, now, bets, onGuess }: RoundCardProps) {
  const { t } = useTranslation()
  const mine = positive(round.my_up) || positive(round.my_down)
  const settled = round.state === STATE_SETTLED && round.outcome !== ''
  return (
    <article className="ui-card quiz-card quiz-round" data-round={round.id} data-state={round.state}>
      <div className="quiz-card-head">
        <strong className="quiz-market">{round.market}</strong>
        <span className={`ui-tag quiz-state quiz-state-${round.state}`}>{t(`quiz.state_${round.state}`)}</span>
      </div>
      <p className="quiz-question">{round.question}</p>
      <RoundClock round={round} now={now} />
      <dl className="ui-facts quiz-times">
        <Fact label={t('quiz.opens_at')}>{round.opens_at}</Fact>
        <Fact label={t('quiz.closes_at')}>{round.closes_at}</Fact>
        <Fact label={t('quiz.settles_at')}>{round.settles_at}</Fact>
      </dl>
      <Pools round={round} currency={currency} />
      {settled && (
        <p className={`quiz-outcome quiz-outcome-${round.outcome}`}>
          <span>{t('quiz.outcome')}</span> <strong>{t(`quiz.outcome_${round.outcome}`)}</strong>
        </p>
      )}
      {mine &&
        (settled ? (
          <p className="quiz-mine quiz-mine-settled">
            <span>{t('quiz.my_stakes')}</span>
            {stakeResults(round, bets).map((result) => (
              <StakeLine key={result.bet ?? result.side} result={result} currency={currency} />
            ))}
          </p>
        ) : (
          <p className="quiz-mine">
            <span>{t('quiz.my_stakes')}</span>{' '}
            {positive(round.my_up) && (
              <span className="quiz-mine-up">
                {t('quiz.up')} {plain(round.my_up)} {currency}
              </span>
            )}{' '}
            {positive(round.my_down) && (
              <span className="quiz-mine-down">
                {t('quiz.down')} {plain(round.my_down)} {currency}
              </span>
            )}
          </p>
        ))}
      {round.evidence && <Evidence evidence={round.evidence} currency={currency} />}
      {round.state === STATE_GUESSING && (
        <div className="quiz-guess">
          <Button block color="success" className="quiz-guess-up" onClick={() => onGuess(round, 'up')}>
            {t('quiz.up')}
          </Button>
          <Button block color="danger" className="quiz-guess-down" onClick={() => onGuess(round, 'down')}>
            {t('quiz.down')}
          </Button>
        </div>
      )}
    </article>
  )
}
