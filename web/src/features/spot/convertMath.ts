import { isAmount } from '@/features/wallet'
import { Dec } from '@/lib/decimal'
import type { ConvertQuote } from './types'

const SCALE = 8

/** The USDT price of the asset converted from, under either spelling the server sends. */
export function fromPrice(quote: ConvertQuote): string {
  return quote.from_price ?? quote.form_price ?? '0'
}

function positive(text: string): boolean {
  return isAmount(text, 30)
}

/** How much of the target asset one unit of the source buys at index prices, before the fee; "" when unknown. */
export function convertRate(quote: ConvertQuote | undefined): string {
  if (!quote || !positive(fromPrice(quote)) || !positive(quote.to_price)) return ''
  return new Dec(fromPrice(quote)).dividedBy(quote.to_price).toDecimalPlaces(SCALE, Dec.ROUND_DOWN).toFixed()
}

/**
 * What the amount buys of the target asset before the fee, as the server works it out: its USDT value rounded
 * down to 8 decimals, then that value in the target asset rounded down; "" when it cannot be priced.
 */
function convertGross(amount: string, quote: ConvertQuote | undefined): InstanceType<typeof Dec> | null {
  if (!quote || !isAmount(amount, SCALE) || !positive(fromPrice(quote)) || !positive(quote.to_price)) return null
  const usdt = new Dec(amount.trim()).times(fromPrice(quote)).toDecimalPlaces(SCALE, Dec.ROUND_DOWN)
  return usdt.dividedBy(quote.to_price).toDecimalPlaces(SCALE, Dec.ROUND_DOWN)
}

/** The fee, in the target asset: `fee` percent of what the amount buys, rounded up (users pay rounded up). */
export function convertFee(amount: string, quote: ConvertQuote | undefined): string {
  const gross = convertGross(amount, quote)
  if (!gross || !quote) return '0'
  return gross
    .times(quote.fee || 0)
    .dividedBy(100)
    .toDecimalPlaces(SCALE, Dec.ROUND_UP)
    .toFixed()
}

/** What arrives in the target asset: what the amount buys less the fee, never below zero. */
export function convertReceive(amount: string, quote: ConvertQuote | undefined): string {
  const gross = convertGross(amount, quote)
  if (!gross) return '0'
  return Dec.max(gross.minus(convertFee(amount, quote)), 0).toFixed(SCALE)
}

/** The change-account balance of an asset in the conversion list. */
export function convertBalance(
  wallet: { currency: number; change_balance: string }[] | undefined,
  currency: number,
): string {
  return wallet?.find((w) => w.currency === currency)?.change_balance ?? '0'
}
