import type { LoanOfficers } from './types'

export type OfficerRole = keyof LoanOfficers

/** The contacts in the order the contact page lists them. */
export const OFFICER_ROLES: OfficerRole[] = ['online_service', 'loan_officer', 'repayment_officer']

/** Where a contact leads: a web address, an e-mail address, a phone number, or plain text (a handle, an account). */
export function contactHref(value: string): string | null {
  const text = value.trim()
  if (/^https?:\/\/\S+$/i.test(text)) return text
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return `mailto:${text}`
  if (/^\+?[\d\s-]{6,}$/.test(text)) return `tel:${text.replace(/[\s-]/g, '')}`
  return null
}

/** The contacts the operator has filled in, in order. */
export function filledOfficers(
  officers: Partial<LoanOfficers> | null | undefined,
): { role: OfficerRole; value: string }[] {
  return OFFICER_ROLES.map((role) => ({ role, value: (officers?.[role] ?? '').trim() })).filter((row) => row.value)
}
