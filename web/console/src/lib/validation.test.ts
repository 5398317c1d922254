import { describe, expect, it } from 'vitest'
import {
  checkEmail,
  checkPercent,
  compareDecimals,
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

  it('takes a rate in percent above zero', () => {
    expect(checkPercent('0.05')).toBeNull()
    expect(checkPercent('150')).toBeNull()
    expect(checkPercent('0')).toBe('form.rate_invalid')
    expect(checkPercent('5%')).toBe('form.rate_invalid')
    expect(checkPercent(undefined)).toBe('form.rate_invalid')
  })

  it('orders decimal amounts exactly, whatever their zeros', () => {
    expect(compareDecimals('100', '99.99')).toBe(1)
    expect(compareDecimals('0.1', '0.10')).toBe(0)
    expect(compareDecimals('007.5', '7.50')).toBe(0)
    expect(compareDecimals('0.000000000000000001', '0.000000000000000002')).toBe(-1)
    expect(compareDecimals('12345678901234567890', '12345678901234567891')).toBe(-1)
  })
})
