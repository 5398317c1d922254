import { isAmount } from '@/features/wallet'
import { Dec } from '@/lib/decimal'
import type { SubmitParams } from './api/submit'
import { LONG, MARKET_TARGET_PRICE, SHORT, SUBMIT_LIMIT, SUBMIT_MARKET, type OrderKind, type Side } from './types'

/** What the margin and fee preview needs; every money value is a decimal text. */
export interface PreviewInput {
  /** The price the order opens at: the limit price, or the last price for a market order. */
  price: string
  /** Lots, a whole number. */
  lots: string
  /** Units of the asset in one lot (`lever_share_num`). */
  shareNum: string
  leverage: number
  /** Handling fee in percent of the notional (`lever_trade_fee`). */
  feePct: string
  /** Decimals of the margin asset. */
  scale: number
}

export interface Preview {
  /** price × lots × units per lot. */
  notional: string
  /** notional / leverage, rounded up to the asset's decimals. */
  margin: string
  /** notional × fee %, rounded up to the asset's decimals. */
  fee: string
  /** margin + fee: what the lever account must hold. */
  total: string
}

function isDecimal(text: string): boolean {
  return /^\d+(\.\d+)?$/.test(text.trim())
}

/** Whether a text is a whole number of lots above zero. */
export function isLots(text: string): boolean {
  return /^[1-9]\d*$/.test(text.trim())
}

/**
 * Margin and fee of an order, or null while something is missing: margin = price × lots × units per lot ÷ leverage,
 * fee = that notional × fee %. Both are rounded up to the asset's decimals, so the preview never shows less than
 * the account has to hold.
 */
export function orderPreview(input: PreviewInput): Preview | null {
  const { price, lots, shareNum, leverage, feePct, scale } = input
  if (!isAmount(price, 30) || !isLots(lots) || !isAmount(shareNum, 30)) return null
  if (!Number.isInteger(leverage) || leverage <= 0 || !isDecimal(feePct)) return null
  const notional = new Dec(price.trim()).times(lots.trim()).times(shareNum.trim())
  const margin = notional.dividedBy(leverage).toDecimalPlaces(scale, Dec.ROUND_UP)
  const fee = notional.times(feePct.trim()).dividedBy(100).toDecimalPlaces(scale, Dec.ROUND_UP)
  return {
    notional: notional.toFixed(scale),
    margin: margin.toFixed(scale),
    fee: fee.toFixed(scale),
    total: margin.plus(fee).toFixed(scale),
  }
}

export type LotsProblem = 'lots' | 'min' | 'max' | null

/** Whether the lots are a whole number inside the pair's limit (a maximum of 0 means none). */
export function lotsProblem(lots: string, limit: { min: number; max: number } | null): LotsProblem {
  if (!isLots(lots)) return 'lots'
  if (!limit) return null
  const value = new Dec(lots.trim())
  if (limit.min > 0 && value.lessThan(limit.min)) return 'min'
  if (limit.max > 0 && value.greaterThan(limit.max)) return 'max'
  return null
}

/** Whether a take-profit or stop-loss text is left unset: empty or zero. */
export function isUnset(text: string | null | undefined): boolean {
  const value = (text ?? '').trim()
  return value === '' || (isDecimal(value) && new Dec(value).isZero())
}

export type StopProblem = 'take_profit' | 'stop_loss' | null

/**
 * The first of take-profit and stop-loss that is on the wrong side of `reference` (the entry, or the mark of an open
 * position): a long takes profit above it and stops the loss below it, a short the reverse. Unset values pass; a
 * value that is not a price fails; with no usable reference only the form of the numbers is checked.
 */
export function stopProblem(side: Side, reference: string, takeProfit: string, stopLoss: string): StopProblem {
  const known = isAmount(reference, 30)
  const check = (text: string, above: boolean): boolean => {
    if (isUnset(text)) return true
    if (!isAmount(text, 30)) return false
    if (!known) return true
    const cmp = new Dec(text.trim()).comparedTo(reference.trim())
    return above ? cmp > 0 : cmp < 0
  }
  if (!check(takeProfit, side === 'long')) return 'take_profit'
  if (!check(stopLoss, side === 'short')) return 'stop_loss'
  return null
}

/** What the contract form holds, as typed. */
export interface LeverInput {
  side: Side
  kind: OrderKind
  /** Limit price (ignored for market orders). */
  price: string
  lots: string
  leverage: number
  takeProfit: string
  stopLoss: string
}

export type LeverProblem = 'price' | LotsProblem | 'leverage' | StopProblem | 'terms' | 'balance'

/**
 * The first thing that keeps the order from being sent, or null when it can go: a missing limit price, lots that are
 * not whole or outside the limit, no leverage chosen, TP/SL on the wrong side of the entry, no preview (the
 * instrument's contract terms or last price are missing), or a margin plus fee above the available lever balance.
 */
export function leverProblem(
  input: LeverInput,
  preview: Preview | null,
  context: { entry: string; priceScale: number; limit: { min: number; max: number } | null; available: string },
): LeverProblem {
  if (input.kind === 'limit' && !isAmount(input.price, context.priceScale)) return 'price'
  const lots = lotsProblem(input.lots, context.limit)
  if (lots) return lots
  if (!Number.isInteger(input.leverage) || input.leverage <= 0) return 'leverage'
  const stops = stopProblem(input.side, context.entry, input.takeProfit, input.stopLoss)
  if (stops) return stops
  if (!preview) return 'terms'
  const available = isDecimal(context.available) ? context.available.trim() : '0'
  if (new Dec(preview.total).greaterThan(available)) return 'balance'
  return null
}

/** The fields of `/lever/submit`: a market order carries "999" as its ignored price; unset TP/SL are left out. */
export function submitParams(pair: { currency_id: number; legal_id: number }, input: LeverInput): SubmitParams {
  const params: SubmitParams = {
    currency_id: pair.currency_id,
    legal_id: pair.legal_id,
    type: input.side === 'long' ? LONG : SHORT,
    share: Number(input.lots.trim()),
    multiple: input.leverage,
    status: input.kind === 'market' ? SUBMIT_MARKET : SUBMIT_LIMIT,
    target_price: input.kind === 'market' ? MARKET_TARGET_PRICE : input.price.trim(),
  }
  if (!isUnset(input.takeProfit)) params.target_profit_price = input.takeProfit.trim()
  if (!isUnset(input.stopLoss)) params.stop_loss_price = input.stopLoss.trim()
  return params
}
