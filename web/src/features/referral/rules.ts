import { Dec, toDec } from '@/lib/decimal'
import { maskAccount } from '@/lib/format'
import type { RebateFeeLine } from './types'

/**
 * An invitee's account as shown: the server masks it (`ab***@mail.com`, `138****5678`); an account that arrives
 * unmasked is masked here too, so the full address or number of an invitee never shows.
 */
export function shownAccount(account: string): string {
  const text = account.trim()
  if (text === '') return '—'
  if (text.includes('*')) return text
  const masked = maskAccount(text)
  if (masked !== text) return masked
  // Neither an e-mail nor a long number: keep its first and last characters only.
  if (text.length <= 2) return `${text[0]}*`
  return `${text[0]}${'*'.repeat(Math.min(text.length - 2, 4))}${text[text.length - 1]}`
}

/** A fee line's reference (`spot_trade:12`, `lever_position:7`) as its kind and number, or null when unreadable. */
export function referenceOf(reference: string): { kind: string; id: number } | null {
  const found = /^([a-z_]+):(\d+)$/.exec(reference.trim())
  return found ? { kind: found[1], id: Number(found[2]) } : null
}

/** The sum of the fee lines that counted toward the rebate, as a decimal string. */
export function countedFees(lines: readonly RebateFeeLine[]): string {
  return lines
    .filter((line) => line.counted)
    .reduce((sum, line) => sum.plus(toDec(line.fee) ?? 0), new Dec(0))
    .toFixed()
}
