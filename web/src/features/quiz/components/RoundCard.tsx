import { Button } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { plain, positive } from '../rules'
import { STATE_GUESSING, STATE_SETTLED, type QuizRoundView, type QuizSide } from '../types'
import { Evidence } from './Evidence'
import { Pools } from './Pools'
import { RoundClock } from './RoundClock'

interface RoundCardProps {
  round: QuizRoundView
  currency: string
  now: number
  onGuess: (round: QuizRoundView, side: QuizSide) => void
}

/** One round: its question, state, countdown, pools, the reader's stakes, and once settled its outcome and evidence. */
export function RoundCard({ round, currency, now, onGuess }: RoundCardProps) {
  const { t } = useTranslation()
  const mine = positive(round.my_up) || positive(round.my_down)
  return (
    <article className="quiz-card quiz-round" data-round={round.id} data-state={round.state}>
      <div className="quiz-card-head">
        <strong className="quiz-market">{round.market}</strong>
        <span className={`ui-tag quiz-state quiz-state-${round.state}`}>{t(`quiz.state_${round.state}`)}</span>
      </div>
      <p className="quiz-question">{round.question}</p>
      <RoundClock round={round} now={now} />
      <dl className="ui-facts quiz-times">
        <div>
          <dt>{t('quiz.opens_at')}</dt>
          <dd>{round.opens_at}</dd>
        </div>
        <div>
          <dt>{t('quiz.closes_at')}</dt>
          <dd>{round.closes_at}</dd>
        </div>
        <div>
          <dt>{t('quiz.settles_at')}</dt>
          <dd>{round.settles_at}</dd>
        </div>
      </dl>
      <Pools round={round} currency={currency} />
      {mine && (
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
      )}
      {round.state === STATE_SETTLED && round.outcome && (
        <p className={`quiz-outcome quiz-outcome-${round.outcome}`}>
          <span>{t('quiz.outcome')}</span> <strong>{t(`quiz.outcome_${round.outcome}`)}</strong>
        </p>
      )}
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
