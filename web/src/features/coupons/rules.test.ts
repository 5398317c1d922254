import { describe, expect, it } from 'vitest'
import { boostTerms, claimCodeOk, couponCovers, inCurrency, kindKey, timeLeft, usedOnText } from './rules'

describe('a fee coupon’s coverage', () => {
  it('pays the whole fee when the fee is below the coupon’s value', () => {
    expect(couponCovers('5', '1.234')).toEqual({ covered: '1.234', rest: '0' })
  })

  it('pays up to its value when the fee is larger, and the user pays the rest', () => {
    expect(couponCovers('5', '12.5')).toEqual({ covered: '5', rest: '7.5' })
  })

  it('counts in decimals, without floating point drift', () => {
    expect(couponCovers('0.3', '0.7')).toEqual({ covered: '0.3', rest: '0.4' })
  })

  it('says "up to its value" while the fee is not known', () => {
    expect(couponCovers('5', null)).toEqual({ covered: '5', rest: null })
    expect(couponCovers('5', '')).toEqual({ covered: '5', rest: null })
  })
})

describe('a coupon’s expiry', () => {
  const now = Date.UTC(2026, 10, 25, 12, 0, 0)

  it('counts down in days, hours and minutes', () => {
    expect(timeLeft(now + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 59_000, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
    })
  })

  it('is over once the moment has passed', () => {
    expect(timeLeft(now, now)).toBeNull()
    expect(timeLeft(now - 1, now)).toBeNull()
  })
})

describe('claim codes', () => {
  it('accept letters and digits and refuse anything else', () => {
    expect(claimCodeOk('WELCOME')).toBe(true)
    expect(claimCodeOk(' welcome2026 ')).toBe(true)
    expect(claimCodeOk('')).toBe(false)
    expect(claimCodeOk('<b>')).toBe(false)
  })
})

describe('what a used coupon paid for', () => {
  it('is read as a kind and a number', async () => {
    const { usedOnOf } = await import('./rules')
    expect(usedOnOf('lever_position:7')).toEqual({ kind: 'lever_position', id: 7 })
    expect(usedOnOf('')).toBeNull()
  })
})

describe('a coupon’s kind', () => {
  it('reads as a contract fee, an option trial stake or a lock-mining rate boost, and an unknown kind is left as named', () => {
    expect(kindKey('fee')).toBe('coupons.kind_fee')
    expect(kindKey('trial')).toBe('coupons.kind_trial')
    expect(kindKey('boost')).toBe('coupons.kind_boost')
    expect(kindKey('cashback')).toBeNull()
  })
})

describe('what a used coupon paid for, in words', () => {
  it('is a contract position, an option order or a lock-mining position, and anything else is shown as the server names it', () => {
    expect(usedOnText('lever_position:7')).toEqual({ key: 'coupons.used_on_position', id: 7 })
    expect(usedOnText('micro_order:42')).toEqual({ key: 'coupons.used_on_option', id: 42 })
    expect(usedOnText('lock_position:5')).toEqual({ key: 'coupons.used_on_lock', id: 5 })
    expect(usedOnText('spot_order:3')).toBeNull()
    expect(usedOnText('')).toBeNull()
  })
})

describe('a boost coupon’s terms', () => {
  const boost = { kind: 'boost' as const, rate: '0.1000', value: '10.00000000', currency: 'USDT' }

  it('are its extra rate a day and the most it pays, without trailing zeros', () => {
    expect(boostTerms(boost)).toEqual({ rate: '0.1', amount: '10', currency: 'USDT' })
  })

  it('belong to boosts only, with a rate above 0', () => {
    expect(boostTerms({ ...boost, kind: 'fee', rate: '0' })).toBeNull()
    expect(boostTerms({ ...boost, rate: '0' })).toBeNull()
  })

  it('are offered on a product only in its asset', () => {
    const list = [
      { id: 1, currency: 'USDT' },
      { id: 2, currency: 'BTC' },
    ]
    expect(inCurrency(list, 'BTC')).toEqual([{ id: 2, currency: 'BTC' }])
    expect(inCurrency(list, 'ETH')).toEqual([])
    expect(inCurrency(list)).toEqual(list)
  })
})
