import { Dec } from '@/lib/decimal'
import { ACCOUNT_KINDS, type AccountKind, type WalletList, type WalletRow } from './types'

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

export function available(row: WalletRow, kind: AccountKind): string {
  return row[`${kind}_balance`] ?? '0'
}

export function frozen(row: WalletRow, kind: AccountKind): string {
  return row[`lock_${kind}_balance`] ?? '0'
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

/** What arrives at the address: the amount itself, since the fee is charged on top of it. */
export function arrivalAmount(amount: string): string {
  return isAmount(amount) ? new Dec(amount.trim()).toFixed(8) : '0.00000000'
}

/** What leaves the exchange account: the amount plus the fee (both are frozen until the review). */
export function totalDebit(amount: string, rate: string, feeMin: string): string {
  if (!/^\d+(\.\d+)?$/.test(amount.trim())) return '0.00000000'
  return new Dec(amount).plus(withdrawFee(amount, rate, feeMin)).toFixed(8)
}

/** A positive amount written as plain digits with at most `scale` decimals. */
export function isAmount(text: string, scale = 8): boolean {
  const value = text.trim()
  if (!/^\d+(\.\d+)?$/.test(value)) return false
  const decimals = value.split('.')[1]?.length ?? 0
  return decimals <= scale && new Dec(value).greaterThan(0)
}

/**
 * The largest amount that can be withdrawn from `balance` when the fee comes on top of it:
 * amount + fee(amount) never exceeds the balance, to 8 decimals.
 */
export function maxWithdrawable(balance: string, rate: string, feeMin: string): string {
  const bal = new Dec(balance)
  const unit = new Dec('0.00000001')
  const fits = (amount: InstanceType<typeof Dec>) =>
    amount.plus(withdrawFee(amount.toFixed(8), rate, feeMin)).lessThanOrEqualTo(bal)
  if (!bal.greaterThan(feeMin)) return '0.00000000'
  // While the percentage stays under the minimum fee, the minimum is what is charged.
  const underMinimum = bal.minus(feeMin).toDecimalPlaces(8, Dec.ROUND_DOWN)
  if (fits(underMinimum) && !fits(underMinimum.plus(unit))) return underMinimum.toFixed(8)
  let amount = bal.times(100).dividedBy(new Dec(100).plus(rate)).toDecimalPlaces(8, Dec.ROUND_DOWN)
  for (let i = 0; i < 16 && amount.greaterThan(0) && !fits(amount); i += 1) amount = amount.minus(unit)
  for (let i = 0; i < 16 && fits(amount.plus(unit)); i += 1) amount = amount.plus(unit)
  return Dec.max(amount, 0).toFixed(8)
}

/** What is left of the 24-hour limit (BTC equivalent), never below zero. */
export function limitLeft(limit: string, used: string): string {
  return Dec.max(new Dec(limit).minus(used), 0).toFixed(8)
}

/** The rows of one account to show: all of them, or only those worth 1 USDT or more. */
export function visibleRows(rows: WalletRow[], kind: AccountKind, hideSmall: boolean): WalletRow[] {
  return hideSmall ? rows.filter((row) => !isSmall(row, kind)) : rows
}

/** The accounts money can leave: those with at least one published destination. */
export function sources(): AccountKind[] {
  return ACCOUNT_KINDS.filter((kind) => destinations(kind).length > 0)
}

/** The pair after the swap button, or the same pair when the reverse move is not published. */
export function swapPair(from: AccountKind, to: AccountKind): { from: AccountKind; to: AccountKind } {
  return canMove(to, from) ? { from: to, to: from } : { from, to }
}

/** A pair where `to` is a published destination of `from`: the chosen one if allowed, else the first. */
export function pairFrom(from: AccountKind, to: AccountKind): { from: AccountKind; to: AccountKind } {
  return canMove(from, to) ? { from, to } : { from, to: destinations(from)[0] ?? to }
}

/** The "all" amount of a transfer: what is available of `currency` in the `from` account. */
export function transferAll(list: WalletList | undefined, from: AccountKind, currency: number): string {
  const row = list?.[`${from}_wallet`].balance.find((r) => r.currency === currency)
  return row ? available(row, from) : '0'
}
