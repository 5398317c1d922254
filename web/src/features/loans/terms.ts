import { groupThousands } from '@/lib/amount'
import { Dec, scaleOf, toDec } from '@/lib/decimal'
import type { LoanCollateral, LoanConfig, LoanOfferView, LoanRules } from './types'

type Decimal = InstanceType<typeof Dec>

/** Assets that count 1 USDT when the published rules name none. */
export const DEFAULT_STABLE = ['USDT', 'USDC']

/** Below this risk rate (percent) a loan is shown in red: it is getting close to its liquidation rate. */
export const RISK_WARNING = 120

/** The liquidation rate (percent) when an offer or a loan does not say. */
export const DEFAULT_LIQUIDATION = '110'

/** Whether an asset counts 1 USDT (the rules' `stable` list, USDT and USDC by default). */
export function isStable(name: string, stable: readonly string[] = DEFAULT_STABLE): boolean {
  const symbol = name.trim().toUpperCase()
  return stable.some((s) => s.trim().toUpperCase() === symbol)
}

/** The assets the rules count 1 USDT, USDT and USDC when they name none. */
export function stableOf(rules: Partial<LoanRules> | null | undefined): readonly string[] {
  return rules?.stable?.length ? rules.stable : DEFAULT_STABLE
}

/** An asset as prices are looked up. */
export interface Asset {
  id: number
  name: string
}

/**
 * The price in USDT of an asset at the index: 1 for a stable coin, else the price the accepted collateral lists for it;
 * null when none is listed or it is not a positive number.
 */
export function priceOf(asset: Asset, config: Pick<LoanConfig, 'collateral' | 'rules'>): Decimal | null {
  if (isStable(asset.name, stableOf(config.rules))) return new Dec(1)
  const row = (config.collateral ?? []).find((c) => c.currency_id === asset.id)
  const price = toDec(row?.price)
  return price && price.greaterThan(0) ? price : null
}

/**
 * Risk rate in percent = collateral amount × collateral price ÷ (debt × price of the borrowed coin) × 100;
 * null when a value or a price is missing, or the debt is not positive.
 */
export function riskRate(
  collateralAmount: string,
  collateralPrice: Decimal | null,
  debt: string,
  loanPrice: Decimal | null,
): Decimal | null {
  const collateral = toDec(collateralAmount)
  const owed = toDec(debt)
  if (!collateral || !owed || !collateralPrice || !loanPrice || !owed.greaterThan(0) || collateral.isNegative()) {
    return null
  }
  return collateral.times(collateralPrice).dividedBy(owed.times(loanPrice)).times(100)
}

/** The risk rate an application would start at, from the config's prices; null when it cannot be told. */
export function applicationRiskRate(
  config: Pick<LoanConfig, 'collateral' | 'rules'>,
  offer: Pick<LoanOfferView, 'currency_id' | 'currency_name'>,
  amount: string,
  collateral: Pick<LoanCollateral, 'currency_id' | 'currency_name'>,
  collateralAmount: string,
): Decimal | null {
  const loanPrice = priceOf({ id: offer.currency_id, name: offer.currency_name }, config)
  const collateralPrice = priceOf({ id: collateral.currency_id, name: collateral.currency_name }, config)
  return riskRate(collateralAmount, collateralPrice, amount, loanPrice)
}

/** A risk rate as shown: two decimals, cut, never more than the real one; `--` when there is none. */
export function formatRate(rate: Decimal | null): string {
  return rate ? `${rate.toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2)}%` : '--'
}

/**
 * The collateral that reaches `initialRate` for `amount`, rounded up to the collateral's scale; null when a price is
 * missing.
 */
export function requiredCollateral(
  amount: string,
  loanPrice: Decimal | null,
  initialRate: string,
  collateralPrice: Decimal | null,
  scale: number,
): Decimal | null {
  const a = toDec(amount)
  const rate = toDec(initialRate)
  if (!a || !rate || !loanPrice || !collateralPrice || !a.greaterThan(0)) return null
  return a.times(loanPrice).times(rate).dividedBy(100).dividedBy(collateralPrice).toDecimalPlaces(scale, Dec.ROUND_UP)
}

/** The interest one day adds: amount × day rate, rounded up to the coin's scale (the published rule). */
export function dailyInterest(amount: string, dayRate: string, scale: number): Decimal | null {
  const a = toDec(amount)
  const rate = toDec(dayRate)
  if (!a || !rate) return null
  return a.times(rate).dividedBy(100).toDecimalPlaces(scale, Dec.ROUND_UP)
}

/** The risk rate after `added` collateral joins `collateral`, the debt and prices unchanged; null when unknown. */
export function rateAfterTopUp(riskRateText: string, collateral: string, added: string): Decimal | null {
  const rate = toDec(riskRateText)
  const held = toDec(collateral)
  const more = toDec(added)
  if (riskRateText.trim() === '' || !rate || !held || !more || !held.greaterThan(0)) return null
  return rate.times(held.plus(more)).dividedBy(held)
}

/** Whether a risk rate (percent text) is below the warning line; false when there is none. */
export function isRiskHigh(riskRateText: string): boolean {
  const rate = toDec(riskRateText)
  return riskRateText.trim() !== '' && rate !== null && rate.lessThan(RISK_WARNING)
}

/** The decimals of an offer's coin, as its bounds are written on the wire. */
export function offerScale(offer: Pick<LoanOfferView, 'min_amount' | 'max_amount'>): number {
  return scaleOf(offer.min_amount, scaleOf(offer.max_amount))
}

/** A positive amount written as plain digits with at most `scale` decimals. */
export function isAmountText(text: string, scale: number): boolean {
  const value = text.trim()
  if (!/^\d+(\.\d+)?$/.test(value)) return false
  return (value.split('.')[1]?.length ?? 0) <= scale && new Dec(value).greaterThan(0)
}

export type AmountProblem = 'invalid' | 'below_min' | 'above_max' | 'above_lendable'

/** Why an amount cannot be borrowed under `offer`, or null when it can. */
export function amountProblem(
  text: string,
  offer: Pick<LoanOfferView, 'min_amount' | 'max_amount' | 'lendable'>,
): AmountProblem | null {
  if (!isAmountText(text, offerScale(offer))) return 'invalid'
  const amount = new Dec(text.trim())
  const min = toDec(offer.min_amount)
  const max = toDec(offer.max_amount)
  const lendable = toDec(offer.lendable)
  if (min && amount.lessThan(min)) return 'below_min'
  if (max && amount.greaterThan(max)) return 'above_max'
  if (lendable && amount.greaterThan(lendable)) return 'above_lendable'
  return null
}

export type DaysProblem = 'invalid' | 'below_min' | 'above_max'

/** Why a term in days is outside `offer`'s, or null when it is within. */
export function daysProblem(text: string, offer: Pick<LoanOfferView, 'min_days' | 'max_days'>): DaysProblem | null {
  const value = text.trim()
  if (!/^\d+$/.test(value)) return 'invalid'
  const days = Number(value)
  if (days < offer.min_days) return 'below_min'
  if (days > offer.max_days) return 'above_max'
  return null
}

export type CollateralProblem = 'invalid' | 'insufficient_balance'

/** Why a collateral amount cannot be pledged from `balance` (undefined while unknown), or null when it can. */
export function collateralProblem(text: string, scale: number, balance: string | undefined): CollateralProblem | null {
  if (!isAmountText(text, scale)) return 'invalid'
  const available = toDec(balance)
  if (balance !== undefined && available && new Dec(text.trim()).greaterThan(available)) return 'insufficient_balance'
  return null
}

/** A rate or an amount without trailing zeros (`0.05`, `100`); `--` when it is not a number. */
export function plain(value: string | null | undefined): string {
  const d = toDec(value)
  return d ? groupThousands(d.toFixed()) : '--'
}

/** A percent text as shown: `0.05%`. */
export function percent(value: string | null | undefined): string {
  const d = toDec(value)
  return d ? `${d.toFixed()}%` : '--'
}
