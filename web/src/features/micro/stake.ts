import { isAmount } from '@/features/wallet'
import { presetAmount } from '@/lib/amount'
import { Dec } from '@/lib/decimal'
import type { SubmitParams } from './api/submit'
import { DOWN, UP, type Direction, type SecondsOption } from './types'

export type StakeProblem = 'amount' | 'min' | 'max' | 'balance' | null

function isDecimal(text: string | undefined): text is string {
  return typeof text === 'string' && /^\d+(\.\d+)?$/.test(text.trim())
}

/**
 * The first thing wrong with a stake, or null when it can be placed: not a positive amount with at most `scale`
 * decimals, below the duration's minimum, above its maximum (a maximum of 0 means none), or above what can be
 * staked; `available` null when the stake is not paid from the balance (a trial coupon pays it).
 */
export function stakeProblem(
  stake: string,
  option: Pick<SecondsOption, 'min_amount' | 'max_amount'> | null,
  available: string | null,
  scale: number,
): StakeProblem {
  if (!isAmount(stake, scale)) return 'amount'
  const value = new Dec(stake.trim())
  if (option && isDecimal(option.min_amount) && value.lessThan(option.min_amount)) return 'min'
  if (
    option &&
    isDecimal(option.max_amount) &&
    new Dec(option.max_amount).greaterThan(0) &&
    value.greaterThan(option.max_amount)
  ) {
    return 'max'
  }
  if (available !== null && value.greaterThan(isDecimal(available) ? available.trim() : 0)) return 'balance'
  return null
}

/** The profit a win pays: stake × payout ratio %, rounded down to `scale` decimals; null while the stake is not one. */
export function expectedProfit(stake: string, ratio: string, scale: number): string | null {
  if (!isAmount(stake, 30) || !isDecimal(ratio)) return null
  return new Dec(stake.trim()).times(ratio.trim()).dividedBy(100).toDecimalPlaces(scale, Dec.ROUND_DOWN).toFixed(scale)
}

/** A percent text without trailing zeros for the duration cards: "85.00" → "85", "87.50" → "87.5". */
export function ratioText(ratio: string): string {
  return isDecimal(ratio) ? new Dec(ratio.trim()).toFixed() : ratio
}

/** The fields of `/microtrade/submit`; `couponId` a trial coupon paying the stake, sent only when there is one. */
export function optionParams(
  pair: { id: number },
  currencyId: number,
  direction: Direction,
  seconds: number,
  stake: string,
  couponId?: number | null,
): SubmitParams {
  const params: SubmitParams = {
    match_id: pair.id,
    currency_id: currencyId,
    type: direction === 'up' ? UP : DOWN,
    seconds,
    number: stake.trim(),
  }
  if (typeof couponId === 'number') params.coupon_id = couponId
  return params
}

/** The stake currency a trial coupon pays in. */
export const TRIAL_CURRENCY = 'USDT'

/** What a trial coupon makes of the order: the stake is its value, staked in USDT (null when USDT is not on offer). */
export interface TrialOrder<C> {
  stake: string
  currency: C | null
}

/** The order a trial coupon `coupon` makes among the stake `currencies`; null without a coupon. */
export function trialOrder<C extends { name: string }>(
  coupon: { value: string } | null,
  currencies: readonly C[],
): TrialOrder<C> | null {
  if (!coupon) return null
  const stake = presetAmount(coupon.value)
  return {
    stake: stake === '--' ? '' : stake,
    currency: currencies.find((c) => c.name.trim().toUpperCase() === TRIAL_CURRENCY) ?? null,
  }
}

/** A duration as its card words it: whole hours, whole minutes, else seconds (a translation key and its count). */
export function durationLabel(seconds: number): { key: string; count: number } {
  const total = Math.max(0, Math.floor(Number(seconds) || 0))
  if (total >= 3600 && total % 3600 === 0) return { key: 'micro.duration_hours', count: total / 3600 }
  if (total >= 60 && total % 60 === 0) return { key: 'micro.duration_minutes', count: total / 60 }
  return { key: 'micro.duration_seconds', count: total }
}
