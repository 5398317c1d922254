import { describe, expect, it } from 'vitest'
import { durationLabel, expectedProfit, optionParams, ratioText, stakeProblem, trialOrder } from './stake'

const thirty = { min_amount: '10.00000000', max_amount: '5000.00000000' }

describe('the stake', () => {
  it('of 100 USDT on a 10–5000 duration with 1000 available can be placed', () => {
    expect(stakeProblem('100', thirty, '1000.00000000', 8)).toBeNull()
  })

  it('below 10, above 5000, above the balance or not a number is refused', () => {
    expect(stakeProblem('9.99', thirty, '1000', 8)).toBe('min')
    expect(stakeProblem('5000.01', thirty, '10000', 8)).toBe('max')
    expect(stakeProblem('1000.01', thirty, '1000', 8)).toBe('balance')
    expect(stakeProblem('abc', thirty, '1000', 8)).toBe('amount')
    expect(stakeProblem('0', thirty, '1000', 8)).toBe('amount')
    expect(stakeProblem('1.123', thirty, '1000', 2)).toBe('amount')
  })

  it('paid by a trial coupon is not held against the balance, but keeps the duration’s range', () => {
    expect(stakeProblem('10', thirty, null, 8)).toBeNull()
    expect(stakeProblem('5', thirty, null, 8)).toBe('min')
    expect(stakeProblem('10', thirty, '0', 8)).toBe('balance')
  })

  it('has no maximum when the duration gives 0', () => {
    expect(stakeProblem('999999', { min_amount: '1', max_amount: '0' }, '1000000', 8)).toBeNull()
  })

  it('of 100 at an 85 % payout wins 85, and 33.33 of 0.1 at 33.33 % is cut down to 0.03333', () => {
    expect(expectedProfit('100', '85.00', 8)).toBe('85.00000000')
    expect(expectedProfit('0.1', '33.33', 5)).toBe('0.03333')
    expect(expectedProfit('', '85', 8)).toBeNull()
  })

  it('is sent with the instrument id as match_id and the stake currency', () => {
    expect(optionParams({ id: 1 }, 3, 'down', 60, ' 100 ')).toEqual({
      match_id: 1,
      currency_id: 3,
      type: 2,
      seconds: 60,
      number: '100',
    })
  })

  it('carries a trial coupon’s id only when one pays the stake', () => {
    expect(optionParams({ id: 1 }, 3, 'up', 30, '10', 5)).toEqual({
      match_id: 1,
      currency_id: 3,
      type: 1,
      seconds: 30,
      number: '10',
      coupon_id: 5,
    })
    expect('coupon_id' in optionParams({ id: 1 }, 3, 'up', 30, '10', null)).toBe(false)
    expect('coupon_id' in optionParams({ id: 1 }, 3, 'up', 30, '10')).toBe(false)
  })
})

describe('a trial coupon', () => {
  const currencies = [
    { id: 1, name: 'BTC' },
    { id: 3, name: 'USDT' },
  ]

  it('stakes its value without trailing zeros, in USDT', () => {
    expect(trialOrder({ value: '10.00000000' }, currencies)).toEqual({ stake: '10', currency: { id: 3, name: 'USDT' } })
    expect(trialOrder({ value: '2.50' }, currencies)?.stake).toBe('2.5')
  })

  it('has no currency to stake in when USDT is not on offer', () => {
    expect(trialOrder({ value: '10' }, [{ id: 1, name: 'BTC' }])).toEqual({ stake: '10', currency: null })
  })

  it('makes no order when none is chosen', () => {
    expect(trialOrder(null, currencies)).toBeNull()
  })
})

describe('a duration', () => {
  it('shows its payout ratio without trailing zeros: 85.00 as 85 and 87.50 as 87.5', () => {
    expect(ratioText('85.00')).toBe('85')
    expect(ratioText('87.50')).toBe('87.5')
    expect(ratioText('n/a')).toBe('n/a')
  })

  it('reads as seconds, whole minutes or whole hours: 30 s, 90 s, 5 min, 2 h', () => {
    expect(durationLabel(30)).toEqual({ key: 'micro.duration_seconds', count: 30 })
    expect(durationLabel(90)).toEqual({ key: 'micro.duration_seconds', count: 90 })
    expect(durationLabel(300)).toEqual({ key: 'micro.duration_minutes', count: 5 })
    expect(durationLabel(7200)).toEqual({ key: 'micro.duration_hours', count: 2 })
  })
})
