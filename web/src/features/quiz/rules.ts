import { groupThousands } from '@/lib/amount'
import { Dec, toDec } from '@/lib/decimal'
import { zoneOffsetMinutes } from '@/lib/format'
import {
  BET_HIT,
  BET_MISSED,
  BET_OPEN,
  BET_REFUNDED,
  STATE_CLOSED,
  STATE_GUESSING,
  STATE_NOT_STARTED,
  STATE_UNSETTLED,
  type QuizBetStatus,
  type QuizBetView,
  type QuizOutcome,
  type QuizRoundView,
  type QuizRules,
  type QuizSide,
} from './types'

type Decimal = InstanceType<typeof Dec>

/** Stakes, pools and payouts are USDT with 8 decimals. */
export const USDT_SCALE = 8

/** A round whose pools or state may still change is read again this often. */
export const LIVE_POLL = 5_000

/** Whether a round may still change: guessing, closed or due for settlement. */
export function isLive(round: Pick<QuizRoundView, 'state'>): boolean {
  return round.state === STATE_GUESSING || round.state === STATE_CLOSED || round.state === STATE_UNSETTLED
}

/** An amount without trailing zeros, `--` when it is not a number. */
export function plain(value: string | null | undefined): string {
  const d = toDec(value)
  return d ? groupThousands(d.toFixed()) : '--'
}

/** Whether an amount is above zero. */
export function positive(value: string | null | undefined): boolean {
  const d = toDec(value)
  return d !== null && d.greaterThan(0)
}

/**
 * What `stake` on `side` would pay if that side won with the pools as they stand: the stake's share of the pool after
 * it, less the fee, stake × (pool + stake) × (1 − fee / 100) / (side total + stake), rounded down to 8 decimals as the
 * server rounds winnings. An estimate only: later bets move the pools. Null without a positive stake.
 */
export function estimatePayout(
  round: Pick<QuizRoundView, 'pool' | 'up_total' | 'down_total'>,
  side: QuizSide,
  stake: string,
  feePercent: string,
): Decimal | null {
  const amount = toDec(stake)
  const pool = toDec(round.pool)
  const sideTotal = toDec(side === 'up' ? round.up_total : round.down_total)
  const fee = toDec(feePercent)
  if (!amount || !pool || !sideTotal || !fee || !amount.greaterThan(0)) return null
  const keep = new Dec(1).minus(fee.dividedBy(100))
  return amount
    .times(pool.plus(amount))
    .times(keep)
    .dividedBy(sideTotal.plus(amount))
    .toDecimalPlaces(USDT_SCALE, Dec.ROUND_DOWN)
}

/** The up side's share of the pool in percent (0–100, whole), 50 while the pool is empty. */
export function upShare(round: Pick<QuizRoundView, 'pool' | 'up_total'>): number {
  const pool = toDec(round.pool)
  const up = toDec(round.up_total)
  if (!pool || !up || !pool.greaterThan(0)) return 50
  return up.dividedBy(pool).times(100).toDecimalPlaces(0, Dec.ROUND_HALF_UP).clampedTo(0, 100).toNumber()
}

/** What a stake on `side` came to once a round settled with `outcome`: hit, missed or (tie, none, void) refunded. */
export function settledAs(outcome: QuizOutcome, side: QuizSide): SettledStatus {
  if (outcome === side) return BET_HIT
  if (outcome === 'up' || outcome === 'down') return BET_MISSED
  return BET_REFUNDED
}

export type SettledStatus = Exclude<QuizBetStatus, typeof BET_OPEN>

/** One of the reader's stakes on a settled round and what it came to. */
export interface StakeResult {
  /** The bet, or null when the bets behind the side's stake are not all loaded and the side is shown as one. */
  bet: number | null
  side: QuizSide
  amount: string
  status: SettledStatus
  /** What a hit paid; null when it was not a hit or the bet is not loaded with its payout yet. */
  payout: string | null
}

/**
 * The reader's stakes on a settled round, up first, bet by bet from the reader's loaded bets when they add up to the
 * round's stake on that side. A side whose bets are not all loaded (they are on a later page) is one stake, and a bet
 * still shown open (the bets are read again a little after the round) takes its status from the outcome; either way
 * a hit's payout is then not known.
 */
export function stakeResults(
  round: Pick<QuizRoundView, 'id' | 'outcome' | 'my_up' | 'my_down'>,
  bets: readonly QuizBetView[],
): StakeResult[] {
  const results: StakeResult[] = []
  for (const side of ['up', 'down'] as const) {
    const stake = side === 'up' ? round.my_up : round.my_down
    const total = toDec(stake)
    if (!total || !total.greaterThan(0)) continue
    const status = settledAs(round.outcome, side)
    const placed = bets.filter((bet) => bet.round_id === round.id && bet.side === side)
    const sum = placed.reduce((acc, bet) => acc.plus(toDec(bet.amount) ?? 0), new Dec(0))
    if (placed.length === 0 || !sum.equals(total)) {
      results.push({ bet: null, side, amount: stake, status, payout: null })
      continue
    }
    for (const bet of placed) {
      const known = bet.status === BET_OPEN ? null : bet.status
      results.push({
        bet: bet.id,
        side,
        amount: bet.amount,
        status: known ?? status,
        payout: known === BET_HIT ? bet.payout : null,
      })
    }
  }
  return results
}

export type StakeProblem = 'invalid' | 'below_min' | 'above_max'

/** What is wrong with a stake, or null: a positive amount of at most 8 decimals within the published limits. */
export function stakeProblem(amount: string, rules: Pick<QuizRules, 'min_bet' | 'max_bet'>): StakeProblem | null {
  const text = amount.trim()
  const value = toDec(text)
  if (!value || !/^\d+(\.\d+)?$/.test(text) || !value.greaterThan(0) || value.decimalPlaces() > USDT_SCALE) {
    return 'invalid'
  }
  const min = toDec(rules.min_bet)
  const max = toDec(rules.max_bet)
  if (min && value.lessThan(min)) return 'below_min'
  if (max && value.greaterThan(max)) return 'above_max'
  return null
}

/** The time a card counts down to and what it is, or what the round is waiting for once no time is left to count. */
export type ClockKind = 'opens_in' | 'closes_in' | 'settles_in' | 'opening' | 'closing' | 'settling' | 'done'

export interface RoundClock {
  kind: ClockKind
  /** The moment counted down to (ms), 0 when nothing is counted. */
  at: number
}

/**
 * The next time that matters to a round: its opening while not started, its closing while guessing, its settlement
 * while closed. Once that moment has passed but the round's state has not followed yet, the round is shown waiting
 * for it; an unsettled round is being settled and a settled one has nothing left.
 */
export function roundClock(
  round: Pick<QuizRoundView, 'state' | 'opens_at_ts' | 'closes_at_ts' | 'settles_at_ts'>,
  now: number,
): RoundClock {
  const next = (at: number, counting: ClockKind, waiting: ClockKind): RoundClock =>
    at > now ? { kind: counting, at } : { kind: waiting, at: 0 }
  switch (round.state) {
    case STATE_NOT_STARTED:
      return next(round.opens_at_ts, 'opens_in', 'opening')
    case STATE_GUESSING:
      return next(round.closes_at_ts, 'closes_in', 'closing')
    case STATE_CLOSED:
      return next(round.settles_at_ts, 'settles_in', 'settling')
    case STATE_UNSETTLED:
      return { kind: 'settling', at: 0 }
    default:
      return { kind: 'done', at: 0 }
  }
}

/** Time left until `at` (ms): whole days and `HH:MM:SS`; zero once passed. */
export function timeLeft(at: number, now: number): { days: number; hms: string } {
  const seconds = Math.max(0, Math.ceil((at - now) / 1000))
  const days = Math.floor(seconds / 86_400)
  const rest = seconds % 86_400
  return { days, hms: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` }
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** `YYYY-MM-DD HH:MM:SS` of a moment (ms) in the site's zone: the evidence is recorded to the second. */
export function formatMoment(ms: number, zone: string): string {
  if (!Number.isFinite(ms) || ms <= 0) return '--'
  const d = new Date(ms + zoneOffsetMinutes(zone) * 60_000)
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}
