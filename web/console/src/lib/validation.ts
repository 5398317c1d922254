import type { TextKey } from './i18n'

/** The longest reason the server keeps for a decision (identity, funds, freezes, sessions, adjustments). */
export const REASON_MAX = 200

/** Operator passwords need at least this many characters. */
export const OPERATOR_PASSWORD_MIN = 12

/** Each check answers the key of what is wrong with a value, or null when it is fine. */
export type Check = (value: unknown) => TextKey | null

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value))

export const checkReason: Check = (value) => {
  const reason = text(value).trim()
  if (reason === '') return 'form.reason_required'
  if ([...reason].length > REASON_MAX) return 'form.reason_too_long'
  return null
}

export const checkOperatorPassword: Check = (value) =>
  [...text(value)].length >= OPERATOR_PASSWORD_MIN ? null : 'form.password_short'

export const checkEmail: Check = (value) => (/^[^\s@]+@[^\s@]+$/.test(text(value).trim()) ? null : 'form.email_invalid')

/** A ledger adjustment: a non-zero decimal, negative to debit. */
export const checkSignedAmount: Check = (value) => {
  const amount = text(value).trim()
  if (!/^-?\d+(\.\d+)?$/.test(amount) || /^-?0+(\.0+)?$/.test(amount)) return 'form.amount_invalid'
  return null
}

/** A positive decimal (prices, reserve amounts). */
export const checkPositiveAmount: Check = (value) => {
  const amount = text(value).trim()
  if (!/^\d+(\.\d+)?$/.test(amount) || /^0+(\.0+)?$/.test(amount)) return 'form.amount_invalid'
  return null
}

/** A rate in percent above zero ("0.05" is 0.05 %). */
export const checkPercent: Check = (value) => {
  const rate = text(value).trim()
  if (!/^\d+(\.\d+)?$/.test(rate) || /^0+(\.0+)?$/.test(rate)) return 'form.rate_invalid'
  return null
}

/** Orders two non-negative decimal strings exactly (-1, 0 or 1), without floating point. */
export function compareDecimals(a: string, b: string): number {
  const split = (value: string) => {
    const [whole = '', fraction = ''] = value.trim().split('.', 2)
    return [whole.replace(/^0+/, ''), fraction.replace(/0+$/, '')] as const
  }
  const [aw, af] = split(a)
  const [bw, bf] = split(b)
  if (aw.length !== bw.length) return aw.length < bw.length ? -1 : 1
  if (aw !== bw) return aw < bw ? -1 : 1
  const width = Math.max(af.length, bf.length)
  const [ap, bp] = [af.padEnd(width, '0'), bf.padEnd(width, '0')]
  return ap === bp ? 0 : ap < bp ? -1 : 1
}

export const checkTotpCode: Check = (value) => (/^\d{6}$/.test(text(value).trim()) ? null : 'form.code_invalid')

export const checkRequired: Check = (value) => (text(value).trim() === '' ? 'form.required' : null)
