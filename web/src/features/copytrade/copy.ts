import { Dec, toDec } from '@/lib/decimal'
import { FIXED_LOTS, FIXED_MULTIPLE, ORDER_COPIED, type LeverTx } from './types'

/** The largest multiple or number of lots (published rule `follow.max_number`). */
export const MAX_NUMBER = '5'

/** A multiple or a number of lots carries at most this many decimals. */
export const NUMBER_SCALE = 2

export type NumberProblem = 'invalid' | 'decimals' | 'zero' | 'above_max'

/** What is wrong with a typed multiple or number of lots, or null when it can be sent. */
export function numberProblem(text: string): NumberProblem | null {
  const value = text.trim()
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(value)) return 'invalid'
  const d = new Dec(value)
  if (d.decimalPlaces() > NUMBER_SCALE) return 'decimals'
  if (d.lte(0)) return 'zero'
  if (d.gt(MAX_NUMBER)) return 'above_max'
  return null
}

/** The number as sent: two decimals. */
export function normalNumber(text: string): string {
  return new Dec(text.trim()).toFixed(NUMBER_SCALE, Dec.ROUND_DOWN)
}

/**
 * Lots a copy opens when the trader opens `traderLots`: floor(trader lots × multiple) for a fixed multiple,
 * floor(number) for fixed lots (ADR 46); 0 means no copy opens.
 */
export function copyLots(type: number, number: string, traderLots: number | string): number {
  const n = toDec(number)
  const lots = toDec(traderLots)
  if (!n || !lots) return 0
  const size = type === FIXED_MULTIPLE ? lots.times(n) : type === FIXED_LOTS ? n : new Dec(0)
  return size.floor().toNumber()
}

/** The number as people read it: `1.5`, `2`. */
export function plainNumber(text: string): string {
  const d = toDec(text)
  return d ? d.toString() : text
}

/** Whether a contract position is a copy of a trader's position. */
export function isCopy(tx: Pick<LeverTx, 'order_type'>): boolean {
  return tx.order_type === ORDER_COPIED
}

/** A win rate as the server sends it (percent) for display: `62.50%`. */
export function rateText(rate: string): string {
  const d = toDec(rate)
  return d ? `${d.toFixed(2)}%` : '--'
}

/** A trader's nickname, or `Trader <id>` (from `unnamed`) when they have not set one. */
export function traderName(nickname: string, id: number, unnamed: (id: number) => string): string {
  return nickname.trim() || unnamed(id)
}

/** The requirements `/follow/my` publishes as `name >= n`, with the keys that say them in words. */
const REQUIREMENT_KEYS: Record<string, string> = {
  identity_level: 'copytrade.requirement_identity_level',
  closed_contract_positions: 'copytrade.requirement_closed',
}

/** A published requirement in words (`key` with `n`), or the line as sent when its name is not known. */
export function requirementText(line: string): { key: string; n: string } | null {
  const found = /^\s*(\w+)\s*>=\s*(\d+)\s*$/.exec(line)
  const key = found ? REQUIREMENT_KEYS[found[1]] : undefined
  return found && key ? { key, n: found[2] } : null
}
