import { Dec } from '@/lib/decimal'
import type { AccountKind, WalletList, WalletRow } from './types'

/** The published pairs money may move along (rule `wallet.transfer_pairs`). */
export const ALLOWED_MOVES: [AccountKind, AccountKind][] = [
  ['legal', 'change'],
  ['change', 'legal'],
  ['change', 'lever'],
  ['lever', 'change'],
  ['change', 'micro'],
  ['micro', 'change'],
]

export function canMove(from: AccountKind, to: AccountKind): boolean {
  return ALLOWED_MOVES.some(([f, t]) => f === from && t === to)
}

/** The accounts money can go to from `from`. */
export function destinations(from: AccountKind): AccountKind[] {
  return ALLOWED_MOVES.filter(([f]) => f === from).map(([, t]) => t)
}

/** Total assets in USDT: the sum of the four accounts' values. */
export function totalUsdt(list: WalletList): string {
  return [list.legal_wallet, list.change_wallet, list.lever_wallet, list.micro_wallet]
    .reduce((sum, group) => sum.plus(group.usdt_totle), new Dec(0))
    .toFixed(2)
}

export function totalCny(list: WalletList): string {
  return [list.legal_wallet, list.change_wallet, list.lever_wallet, list.micro_wallet]
    .reduce((sum, group) => sum.plus(group.CNY), new Dec(0))
    .toFixed(2)
}

export function available(row: WalletRow, kind: AccountKind): string {
  return String(row[`${kind}_balance`] ?? '0')
}

export function frozen(row: WalletRow, kind: AccountKind): string {
  return String(row[`lock_${kind}_balance`] ?? '0')
}

/** A row worth less than 1 USDT (available and frozen together) counts as small. */
export function isSmall(row: WalletRow, kind: AccountKind): boolean {
  return new Dec(available(row, kind)).plus(frozen(row, kind)).times(row.usdt_price).lessThan(1)
}

/** The withdrawal fee the server will charge: `rate` percent rounded up to 8 decimals, at least `feeMin`. */
export function withdrawFee(amount: string, rate: string, feeMin: string): string {
  if (!/^\d+(\.\d+)?$/.test(amount.trim())) return new Dec(feeMin).toFixed(8)
  const fee = new Dec(amount).times(rate).dividedBy(100).toDecimalPlaces(8, Dec.ROUND_UP)
  return Dec.max(fee, feeMin).toFixed(8)
}

/** What arrives: the amount itself (the fee is charged on top). */
export function totalDebit(amount: string, rate: string, feeMin: string): string {
  if (!/^\d+(\.\d+)?$/.test(amount.trim())) return '0.00000000'
  return new Dec(amount).plus(withdrawFee(amount, rate, feeMin)).toFixed(8)
}

/** A key for one confirmed submission, so that a retried request moves money once. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
