import { describe, expect, it } from 'vitest'
import { EMPTY_PAYER, payerFields, payerProblems, payerToSend } from './payer'
import type { QuickPayer } from './types'

const bankPayer: QuickPayer = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 202 555 0100',
  tax_id: '',
  bank: 'First Bank',
  account_name: 'Ada Lovelace',
  iban: 'US00FIRST0000000001',
  bic: 'FIRSUS33',
  bank_address: '',
}

describe('the payer of a quick-buy order', () => {
  it('needs every bank field but the tax id and the bank address for a bank transfer', () => {
    expect(payerProblems(bankPayer, 'bank')).toEqual({})
    expect(payerProblems(EMPTY_PAYER, 'bank')).toEqual({
      first_name: 'required',
      last_name: 'required',
      email: 'required',
      phone: 'required',
      bank: 'required',
      account_name: 'required',
      iban: 'required',
      bic: 'required',
    })
  })

  it('needs only the names and the e-mail for a card or wallet checkout', () => {
    const named = { ...EMPTY_PAYER, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }
    expect(payerFields('card')).toEqual(['first_name', 'last_name', 'email'])
    expect(payerProblems(named, 'card')).toEqual({})
    expect(payerProblems(named, 'wallet')).toEqual({})
    expect(payerProblems({ ...named, last_name: '  ' }, 'wallet')).toEqual({ last_name: 'required' })
  })

  it('refuses an e-mail address that is not one', () => {
    expect(payerProblems({ ...bankPayer, email: 'ada@' }, 'bank')).toEqual({ email: 'email' })
  })

  it('is sent trimmed, with the fields a checkout does not ask for left empty', () => {
    const sent = payerToSend({ ...bankPayer, first_name: ' Ada ' }, 'card')
    expect(sent).toEqual({ ...EMPTY_PAYER, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' })
  })
})
