import { useTranslation } from '@/lib/i18n'
import { roundClock, timeLeft } from '../rules'
import type { QuizRoundView } from '../types'

/** The countdown to the next time that matters to a round, or what it is waiting for. */
export function RoundClock({ round, now }: { round: QuizRoundView; now: number }) {
  const { t } = useTranslation()
  const clock = roundClock(round, now)
  if (clock.kind === 'done') return null
  let text: string
  if (clock.at > 0) {
    const left = timeLeft(clock.at, now)
    const time = left.days > 0 ? t('quiz.countdown_days', left) : left.hms
    text = t(`quiz.${clock.kind}`, { time })
  } else {
    text = t(`quiz.${clock.kind}`)
  }
  return (
    <p className="quiz-clock" data-clock={clock.kind}>
      {text}
    </p>
  )
}
