import type { Schemas } from '@/lib/types'

/** The published rules: the fee in percent of the pool, the stake limits (USDT decimal strings). */
export type QuizRules = Schemas['QuizRules']

/** `/quiz/config`. */
export type QuizConfig = Schemas['QuizConfig']

/** A round's state: 0 not started, 1 guessing, 2 closed, 3 unsettled (due, not yet settled), 4 settled. */
export type QuizState = 0 | 1 | 2 | 3 | 4

export const STATE_NOT_STARTED = 0
export const STATE_GUESSING = 1
export const STATE_CLOSED = 2
export const STATE_UNSETTLED = 3
export const STATE_SETTLED = 4

export type QuizSide = 'up' | 'down'

/** "" until settled; `tie`, `none` and `void` return every stake in full. */
export type QuizOutcome = '' | 'up' | 'down' | 'tie' | 'none' | 'void'

/** The two index samples a round was settled from; `payout_ratio` is what 1 USDT on the winning side paid, "" when refunded. */
export type QuizEvidence = Schemas['QuizEvidence']

/** A round as the H5 app reads it; `my_up` / `my_down` are the reader's stakes ("0" without a token). */
export type QuizRoundView = Omit<Schemas['QuizRoundView'], 'state' | 'outcome'> & {
  state: QuizState
  outcome: QuizOutcome
}

/** A bet's status: 0 open, 1 hit (bonus paid, `payout` > 0), 2 missed, 3 refunded. */
export type QuizBetStatus = 0 | 1 | 2 | 3

export const BET_OPEN = 0
export const BET_HIT = 1
export const BET_MISSED = 2
export const BET_REFUNDED = 3

export type QuizBetView = Omit<Schemas['QuizBetView'], 'side' | 'status' | 'outcome'> & {
  side: QuizSide
  status: QuizBetStatus
  outcome: QuizOutcome
}
