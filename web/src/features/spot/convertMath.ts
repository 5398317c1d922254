import { isAmount } from '@/features/wallet/money'
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

/** The fee taken from an amount, in the source asset: `fee` percent of it. */
export function convertFee(amount: string, quote: ConvertQuote | undefined): string {
  if (!quote || !isAmount(amount, SCALE)) return '0'
  return new Dec(amount.trim()).times(quote.fee || 0).dividedBy(100).toDecimalPlaces(SCALE, Dec.ROUND_UP).toFixed()
}

/**
 * What arrives in the target asset: the amount at index prices less the fee percent, rounded down to 8 decimals
 * so the estimate never promises more than the conversion gives.
 */
export function convertReceive(amount: string, quote: ConvertQuote | undefined): string {
  if (!quote || !isAmount(amount, SCALE) || !positive(fromPrice(quote)) || !positive(quote.to_price)) return '0'
  const kept = new Dec(100).minus(quote.fee || 0).dividedBy(100)
  return new Dec(amount.trim())
    .times(fromPrice(quote))
    .dividedBy(quote.to_price)
    .times(Dec.max(kept, 0))
    .toDecimalPlaces(SCALE, Dec.ROUND_DOWN)
    .toFixed(SCALE)
}

/** The change-account balance of an asset in the conversion list. */
export function convertBalance(wallet: { currency: number; change_balance: string }[] | undefined, currency: number): string {
  return wallet?.find((w) => w.currency === currency)?.change_balance ?? '0'
}
