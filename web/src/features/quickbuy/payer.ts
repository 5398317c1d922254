import { isEmail } from '@/lib/validators'
import type { QuickBuyMethod, QuickPayer } from './types'

export type PayerField = keyof QuickPayer

/** The payer fields a bank transfer asks for, in the order the form shows them. */
export const BANK_FIELDS: readonly PayerField[] = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'tax_id',
  'bank',
  'account_name',
  'iban',
  'bic',
  'bank_address',
]

/** The payer fields a card or wallet checkout asks for. */
export const CHECKOUT_FIELDS: readonly PayerField[] = ['first_name', 'last_name', 'email']

/** Bank fields that may stay empty. */
const OPTIONAL: readonly PayerField[] = ['tax_id', 'bank_address']

export const EMPTY_PAYER: QuickPayer = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  tax_id: '',
  bank: '',
  account_name: '',
  iban: '',
  bic: '',
  bank_address: '',
}

/** The fields the form shows for a method. */
export function payerFields(method: QuickBuyMethod): readonly PayerField[] {
  return method === 'bank' ? BANK_FIELDS : CHECKOUT_FIELDS
}

export function isRequired(field: PayerField, method: QuickBuyMethod): boolean {
  return payerFields(method).includes(field) && !OPTIONAL.includes(field)
}

export type PayerProblem = 'required' | 'email'

/** What is wrong with each field of a payer for a method; an empty object when it can be sent. */
export function payerProblems(payer: QuickPayer, method: QuickBuyMethod): Partial<Record<PayerField, PayerProblem>> {
  const problems: Partial<Record<PayerField, PayerProblem>> = {}
  for (const field of payerFields(method)) {
    const value = payer[field].trim()
    if (value === '' && isRequired(field, method)) problems[field] = 'required'
    else if (field === 'email' && value !== '' && !isEmail(value)) problems[field] = 'email'
  }
  return problems
}

/** The payer as sent: trimmed, with the fields the method does not ask for left empty. */
export function payerToSend(payer: QuickPayer, method: QuickBuyMethod): QuickPayer {
  const fields = payerFields(method)
  const sent = { ...EMPTY_PAYER }
  for (const field of fields) sent[field] = payer[field].trim()
  return sent
}
