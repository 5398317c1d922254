import { describe, expect, it } from 'vitest'
import { dualSummary, formatSecond, interest, outcomes, principal, sharesProblem, termMinutes } from './dual'
import { Dec } from '@/lib/decimal'
import type { DualProduct } from './types'

const product: DualProduct = {
  id: 5,
  currency_id: 1,
  currency_name: 'BTC',
  day: 0,
  demo: 1,
  end_time: '2026-11-26',
  exercise_price: '95000.00',
  minutes: 5,
  name: 'Demo BTC call 5 minutes',
  pay_currency: 'BTC',
  purchased_number: 0,
  rate: '10.00',
  remaining_number: 100,
  reserve_cover: '100',
  settle_time: '2026-11-26 16:04:49',
  settle_time_ts: 1_795_680_289_000,
  share: '0.10000000',
  start_time: '2026-11-26',
  start_time_ts: 1_795_679_989_000,
  status: 1,
  total_number: 100,
  type: 'call',
  user_limit: 10,
}

const put: DualProduct = {
  ...product,
  id: 2,
  name: 'Demo BTC put 3 days',
  type: 'put',
  day: 3,
  minutes: 4320,
  rate: '25.00',
  exercise_price: '93100.00',
  pay_currency: 'USDT',
  share: '9310.00000000',
}

describe('dual investment amounts', () => {
  it('costs shares × 0.1 coin for a call and shares × reference ÷ 10 USDT for a put', () => {
    expect(principal(3, product)).toBe('0.30000000')
    expect(principal(2, put)).toBe('18620.00000000')
  })

  it('counts a product in days as days × 1440 minutes of interest', () => {
    expect(termMinutes(put)).toBe(4320)
    expect(termMinutes({ day: 7, minutes: 0 })).toBe(10_080)
    expect(termMinutes(product)).toBe(5)
  })

  it('rounds interest down to the asset’s minor unit', () => {
    // 0.3 × 10 % × 5 ÷ 525600 = 0.000000285…
    expect(interest(new Dec('0.3'), '10.00', 5, 8).toFixed(8)).toBe('0.00000028')
  })

  it('pays a call below the reference in the coin and at or above it in USDT converted at the reference', () => {
    const paid = outcomes(3, product)
    expect(paid.below).toEqual({
      principal: '0.30000000',
      interest: '0.00000028',
      total: '0.30000028',
      currency: 'BTC',
    })
    // 28500 × 10 % × 5 ÷ 525600 = 0.02711187…
    expect(paid.atOrAbove).toEqual({
      principal: '28500.00000000',
      interest: '0.02711187',
      total: '28500.02711187',
      currency: 'USDT',
    })
  })

  it('pays a put below the reference in the coin bought at the reference and otherwise its USDT back', () => {
    const paid = outcomes(2, put)
    // 0.2 × 25 % × 3 ÷ 365 = 0.00041095…; 18620 × 25 % × 3 ÷ 365 = 38.26027397…
    expect(paid.below.total).toBe('0.20041095')
    expect(paid.atOrAbove.total).toBe('18658.26027397')
  })

  it('refuses a share count that is not a positive whole number, past what remains, past the user limit or the balance', () => {
    expect(sharesProblem('0', product, '10')).toBe('invalid')
    expect(sharesProblem('1.5', product, '10')).toBe('invalid')
    expect(sharesProblem('101', product, '100')).toBe('above_remaining')
    expect(sharesProblem('11', product, '100')).toBe('above_limit')
    expect(sharesProblem('3', product, '0.29999999')).toBe('insufficient_balance')
    expect(sharesProblem('3', product, '0.3')).toBeNull()
  })

  it('summarises the highest APR on sale and the nearest settlement for the Finance tab', () => {
    expect(dualSummary([])).toBeNull()
    expect(dualSummary([product, put])).toEqual({
      topRate: '25',
      nextSettle: { name: 'Demo BTC call 5 minutes', at: product.settle_time_ts },
    })
  })

  it('writes a settlement moment to the second in the platform zone', () => {
    expect(formatSecond(product.settle_time_ts, '+08:00')).toBe('2026-11-26 16:04:49')
  })
})
