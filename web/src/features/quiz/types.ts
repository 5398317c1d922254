/* Written by hand to mirror docs/api/quiz.md field for field; the server's generated schema has no quiz types yet. */

/** The published rules: the fee in percent of the pool, the stake limits (USDT decimal strings). */
export interface QuizRules {
  fee: string
  min_bet: string
  max_bet: string
  currency: string
  sample_grace_seconds: number
}

/** `/quiz/config`. */
export interface QuizConfig {
  rules: QuizRules
}

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
export interface QuizEvidence {
  ref_price: string
  ref_ts: number
  ref_source: string
  final_price: string
  final_ts: number
  final_source: string
  fee: string
  payout_ratio: string
}

/** A round as the H5 app reads it; `my_up` / `my_down` are the reader's stakes ("0" without a token). */
export interface QuizRoundView {
  id: number
  market: string
  question: string
  state: QuizState
  opens_at: string
  opens_at_ts: number
  closes_at: string
  closes_at_ts: number
  settles_at: string
  settles_at_ts: number
  up_total: string
  down_total: string
  pool: string
  my_up: string
  my_down: string
  outcome: QuizOutcome
  evidence: QuizEvidence | null
  demo: boolean
}

/** A bet's status: 0 open, 1 hit (bonus paid, `payout` > 0), 2 missed, 3 refunded. */
export type QuizBetStatus = 0 | 1 | 2 | 3

export const BET_OPEN = 0
export const BET_HIT = 1
export const BET_MISSED = 2
export const BET_REFUNDED = 3

export interface QuizBetView {
  id: number
  round_id: number
  market: string
  question: string
  side: QuizSide
  amount: string
  status: QuizBetStatus
  payout: string
  created_at: string
  created_at_ts: number
  settles_at_ts: number
  outcome: QuizOutcome
}
