import { isAmount } from '@/features/wallet'
import { Dec, scaleOf } from '@/lib/decimal'
import type { PlaceOrderParams } from './api/placeOrder'
import { BUY, SELL, type OrderKind, type Side } from './types'

/** What the order form holds, as typed. */
export interface OrderInput {
  side: Side
  kind: OrderKind
  /** Limit price in the quote asset (ignored for market orders). */
  price: string
  /** Base quantity, or for a market buy the quote amount to spend. */
  amount: string
}

/** Decimals allowed for prices, base quantities and quote amounts of a pair. */
export interface Scales {
  price: number
  base: number
  quote: number
}

export const PERCENTS = [25, 50, 75, 100] as const

/** The asset an order spends: the quote asset for buys, the base asset for sells. */
export function spentAsset(side: Side): 'base' | 'quote' {
  return side === 'buy' ? 'quote' : 'base'
}

/** Whether the amount field holds a quote amount (market buys) rather than a base quantity. */
export function amountIsQuote(input: Pick<OrderInput, 'side' | 'kind'>): boolean {
  return input.side === 'buy' && input.kind === 'market'
}

function valid(text: string, scale: number): boolean {
  return isAmount(text, scale)
}

/**
 * The amount that spends `percent` of the available balance: for a limit buy the base quantity that the quote
 * balance pays for at the price, for a market buy that share of the quote balance, for a sell that share of the
 * base balance. Always rounded down so it never exceeds the balance; "" when the price is still missing.
 */
export function percentAmount(
  input: Pick<OrderInput, 'side' | 'kind' | 'price'>,
  available: string,
  percent: number,
  scales: Scales,
): string {
  const balance = new Dec(valid(available, 30) ? available : 0)
  const share = balance.times(percent).dividedBy(100)
  if (amountIsQuote(input)) return share.toDecimalPlaces(scales.quote, Dec.ROUND_DOWN).toFixed()
  if (input.side === 'sell') return share.toDecimalPlaces(scales.base, Dec.ROUND_DOWN).toFixed()
  if (!valid(input.price, scales.price)) return ''
  return share.dividedBy(input.price.trim()).toDecimalPlaces(scales.base, Dec.ROUND_DOWN).toFixed()
}

export interface TotalPreview {
  value: string
  /** Which asset the value is in. */
  unit: 'base' | 'quote'
  /** True when it is only an estimate at the last price (market orders). */
  estimate: boolean
}

/**
 * What the order amounts to: a limit order's total in the quote asset (rounded up for buys, down for sells),
 * a market buy's base quantity or a market sell's quote proceeds estimated at the last price.
 */
export function orderTotal(input: OrderInput, lastPrice: string, scales: Scales): TotalPreview | null {
  const amount = input.amount.trim()
  if (input.kind === 'limit') {
    if (!valid(input.price, scales.price) || !valid(amount, scales.base)) return null
    const rounding = input.side === 'buy' ? Dec.ROUND_UP : Dec.ROUND_DOWN
    const value = new Dec(input.price.trim()).times(amount).toDecimalPlaces(scales.quote, rounding)
    return { value: value.toFixed(scales.quote), unit: 'quote', estimate: false }
  }
  if (!valid(lastPrice, 30)) return null
  if (input.side === 'buy') {
    if (!valid(amount, scales.quote)) return null
    const value = new Dec(amount).dividedBy(lastPrice).toDecimalPlaces(scales.base, Dec.ROUND_DOWN)
    return { value: value.toFixed(scales.base), unit: 'base', estimate: true }
  }
  if (!valid(amount, scales.base)) return null
  const value = new Dec(amount).times(lastPrice).toDecimalPlaces(scales.quote, Dec.ROUND_DOWN)
  return { value: value.toFixed(scales.quote), unit: 'quote', estimate: true }
}

/** What the order takes from the spent asset's balance (the fee aside), or null while the form is incomplete. */
export function orderCost(input: OrderInput, scales: Scales): string | null {
  const amount = input.amount.trim()
  if (input.side === 'sell') return valid(amount, scales.base) ? amount : null
  if (input.kind === 'market') return valid(amount, scales.quote) ? amount : null
  if (!valid(input.price, scales.price) || !valid(amount, scales.base)) return null
  return new Dec(input.price.trim()).times(amount).toFixed()
}

/** A pair's order minimums: base quantity and value in the quote asset ("0" or absent when there is none). */
export interface Minimums {
  qty?: string
  notional?: string
}

export type OrderProblem = 'price' | 'amount' | 'min_qty' | 'min_notional' | 'balance' | null

function below(value: string, minimum: string | undefined): boolean {
  return minimum !== undefined && valid(minimum, 30) && new Dec(value).lessThan(minimum)
}

/**
 * The first thing that keeps the order from being sent, or null when it can go: a missing price, an amount that
 * is not one (or has more decimals than allowed), a quantity or value under the pair's minimum, or a cost over
 * the available balance.
 */
export function orderProblem(
  input: OrderInput,
  available: string,
  scales: Scales,
  minimums: Minimums = {},
): OrderProblem {
  if (input.kind === 'limit' && !valid(input.price, scales.price)) return 'price'
  const amountScale = amountIsQuote(input) ? scales.quote : scales.base
  if (!valid(input.amount, amountScale)) return 'amount'
  const cost = orderCost(input, scales)
  if (cost === null) return 'amount'
  const amount = input.amount.trim()
  if (amountIsQuote(input)) {
    if (below(amount, minimums.notional)) return 'min_notional'
  } else {
    if (below(amount, minimums.qty)) return 'min_qty'
    const value = input.kind === 'limit' ? new Dec(input.price.trim()).times(amount).toFixed() : null
    if (value !== null && below(value, minimums.notional)) return 'min_notional'
  }
  if (new Dec(cost).greaterThan(valid(available, 30) ? available : 0)) return 'balance'
  return null
}

/** The scales of a pair: from its quote when the server gives them, else read from its price and balances. */
export function pairScales(
  pair: { now_price: string; price_scale?: number; qty_scale?: number },
  balances: { baseScale: number; quoteScale: number } | null,
): Scales {
  return {
    price: pair.price_scale ?? scaleOf(pair.now_price),
    base: pair.qty_scale ?? balances?.baseScale ?? 8,
    quote: balances?.quoteScale ?? 8,
  }
}

/** The fields of `/coin/trade` for the form: a market order goes with an empty price. */
export function orderParams(pair: { currency_id: number; legal_id: number }, input: OrderInput): PlaceOrderParams {
  return {
    currency_id: pair.currency_id,
    legal_id: pair.legal_id,
    type: input.side === 'buy' ? BUY : SELL,
    amount: input.amount.trim(),
    target_price: input.kind === 'limit' ? input.price.trim() : '',
  }
}
