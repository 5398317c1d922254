import { describe, expect, it } from 'vitest'
import {
  checkEmail,
  checkOperatorPassword,
  checkPositiveAmount,
  checkReason,
  checkSignedAmount,
  checkTotpCode,
} from './validation'

describe('form checks', () => {
  it('requires a reason that is not only spaces, of at most 200 characters', () => {
    expect(checkReason(undefined)).toBe('form.reason_required')
    expect(checkReason('   ')).toBe('form.reason_required')
    expect(checkReason('documents do not match')).toBeNull()
    expect(checkReason('理'.repeat(200))).toBeNull()
    expect(checkReason('理'.repeat(201))).toBe('form.reason_too_long')
  })

  it('requires operator passwords of at least 12 characters', () => {
    expect(checkOperatorPassword('short-pass1')).toBe('form.password_short')
    expect(checkOperatorPassword('long-enough-1')).toBeNull()
  })

  it('takes a signed non-zero decimal for an adjustment and a positive one for prices', () => {
    expect(checkSignedAmount('-12.5')).toBeNull()
    expect(checkSignedAmount('100')).toBeNull()
    expect(checkSignedAmount('0.000')).toBe('form.amount_invalid')
    expect(checkSignedAmount('1e5')).toBe('form.amount_invalid')
    expect(checkPositiveAmount('-1')).toBe('form.amount_invalid')
    expect(checkPositiveAmount('0.5')).toBeNull()
  })

  it('takes six digits as a code and an address with @ as an e-mail', () => {
    expect(checkTotpCode('12345')).toBe('form.code_invalid')
    expect(checkTotpCode('123456')).toBeNull()
    expect(checkEmail('ops@example.com')).toBeNull()
    expect(checkEmail('ops')).toBe('form.email_invalid')
  })
})
