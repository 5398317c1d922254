import { groupThousands } from '@/lib/amount'
import { Dec, toDec } from '@/lib/decimal'
import type { QuickBuyCountry, QuickBuyCurrency, QuickBuyRules } from './types'

type Decimal = InstanceType<typeof Dec>

/** Decimals the estimate is cut to; the quote itself is rounded in the coin's own scale by the server. */
export const ESTIMATE_SCALE = 8

export type AmountProblem = 'invalid' | 'below_min' | 'above_max'

/** A whole positive number of fiat units, written as plain digits. */
export function isWholeAmount(text: string): boolean {
  return /^[1-9]\d*$/.test(text.trim())
}

/** Why a fiat amount cannot be bought in `country`, or null when it can. */
export function amountProblem(
  text: string,
  country: Pick<QuickBuyCountry, 'min_amount' | 'max_amount'>,
): AmountProblem | null {
  if (!isWholeAmount(text)) return 'invalid'
  const amount = new Dec(text.trim())
  const min = toDec(country.min_amount)
  const max = toDec(country.max_amount)
  if (min && amount.lessThan(min)) return 'below_min'
  if (max && amount.greaterThan(max)) return 'above_max'
  return null
}

/**
 * Fiat per coin as the server quotes it: the index price in USDT × the country's rate × (1 + spread / 100), rounded
 * up to the cent; null when a figure is missing or not positive.
 */
export function unitPrice(
  coin: Pick<QuickBuyCurrency, 'price'>,
  country: Pick<QuickBuyCountry, 'rate'>,
  rules: Pick<QuickBuyRules, 'spread'> | undefined,
): Decimal | null {
  const price = toDec(coin.price)
  const rate = toDec(country.rate)
  const spread = toDec(rules?.spread ?? '0') ?? new Dec(0)
  if (!price || !rate || !price.greaterThan(0) || !rate.greaterThan(0)) return null
  return price.times(rate).times(spread.dividedBy(100).plus(1)).toDecimalPlaces(2, Dec.ROUND_UP)
}

/** What `amount` fiat would buy at the config's price, cut to `scale` decimals; null when it cannot be told. */
export function estimateReceive(
  amount: string,
  coin: Pick<QuickBuyCurrency, 'price'>,
  country: Pick<QuickBuyCountry, 'rate'>,
  rules: Pick<QuickBuyRules, 'spread'> | undefined,
  scale = ESTIMATE_SCALE,
): Decimal | null {
  if (!isWholeAmount(amount)) return null
  const price = unitPrice(coin, country, rules)
  if (!price) return null
  return new Dec(amount.trim()).dividedBy(price).toDecimalPlaces(scale, Dec.ROUND_DOWN)
}

/** An amount or a price without trailing zeros (`100`, `0.5`); `--` when it is not a number. */
export function plain(value: string | number | null | undefined): string {
  const d = toDec(value)
  return d ? groupThousands(d.toFixed()) : '--'
}
