import { useTranslation } from '@/lib/i18n'
import { plain, upShare } from '../rules'
import type { QuizRoundView } from '../types'

/** The stakes on each side and their proportion. */
export function Pools({ round, currency }: { round: QuizRoundView; currency: string }) {
  const { t } = useTranslation()
  const up = upShare(round)
  return (
    <div className="quiz-pools">
      <div className="quiz-pool-sides">
        <span className="quiz-pool-up">
          {t('quiz.up')} {plain(round.up_total)}
        </span>
        <span className="quiz-pool-total">
          {t('quiz.pool')} {plain(round.pool)} {currency}
        </span>
        <span className="quiz-pool-down">
          {t('quiz.down')} {plain(round.down_total)}
        </span>
      </div>
      <div className="quiz-bar" role="presentation">
        <span className="quiz-bar-up" style={{ width: `${up}%` }} />
        <span className="quiz-bar-down" style={{ width: `${100 - up}%` }} />
      </div>
    </div>
  )
}
