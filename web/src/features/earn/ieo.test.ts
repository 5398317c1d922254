import { describe, expect, it } from 'vitest'
import { allocationIfEndedNow, barWidth, byStatus, countdown, ieoSummary, payment, subscribeProblem } from './ieo'
import type { IeoProject } from './types'

const project: IeoProject = {
  id: 1,
  amount: '1000000.00000000',
  applied_percentage: '0.10',
  currency_id: 12,
  currency_name: 'DEMOA',
  day: 2,
  demo: 1,
  end_at: '',
  end_at_ts: 2_000_000,
  listing_at: '',
  listing_at_ts: 3_000_000,
  logo: '',
  max_amount: '100000.00000000',
  min_amount: '100.00000000',
  pay_currency_id: 3,
  pay_currency_name: 'USDT',
  percentage: '0.10',
  price: '0.05000000',
  prices: [],
  rule: '',
  start_at: '',
  start_at_ts: 1_000_000,
  status: 1,
  summary: '',
  time_status: 2,
  title: 'Demo Aurora launch',
  total_sell: '1000.50000000',
}

describe('IEO amounts', () => {
  it('escrows amount × price rounded up to the payment asset’s minor unit', () => {
    expect(payment('1000.5', '0.05000000', 8)).toBe('50.02500000')
    expect(payment('0.00000001', '0.05000000', 8)).toBe('0.00000001')
    expect(payment('3', '0.333', 2)).toBe('1.00')
  })

  it('refuses amounts below the minimum, past the user’s maximum with what is applied already, or above the balance', () => {
    expect(subscribeProblem('abc', project, '0', '10000')).toBe('invalid')
    expect(subscribeProblem('1.000000001', project, '0', '10000')).toBe('invalid')
    expect(subscribeProblem('99', project, '0', '10000')).toBe('below_minimum')
    expect(subscribeProblem('100000', project, '1', '10000')).toBe('above_maximum')
    expect(subscribeProblem('99999', project, '1', '10000')).toBe(null)
    expect(subscribeProblem('200001', { ...project, max_amount: '0' }, '0', '10000')).toBe('insufficient_balance')
    expect(subscribeProblem('200000', { ...project, max_amount: '0' }, '0', '10000')).toBe(null)
  })
})

describe('the allocation rule on today’s totals', () => {
  it('gives every applicant what they applied for while the total is within the supply', () => {
    const now = allocationIfEndedNow('2000.00000000', project)
    expect(now).toEqual({
      totalApplied: '3000.50000000',
      supply: '1000000.00000000',
      oversubscribed: false,
      allocated: '2000.00000000',
      charged: '100.00000000',
      refunded: '0.00000000',
    })
  })

  it('shares an oversubscribed sale pro rata, rounded down to the token’s minor unit, and refunds the rest', () => {
    const now = allocationIfEndedNow('1000', { ...project, amount: '1000.00000000', total_sell: '2000.00000000' })
    expect(now.oversubscribed).toBe(true)
    expect(now.totalApplied).toBe('3000.00000000')
    // floor(1000 × 1000 ÷ 3000) = 333.33333333
    expect(now.allocated).toBe('333.33333333')
    // ceil(333.33333333 × 0.05) = 16.66666667 of a 50.00000000 payment
    expect(now.charged).toBe('16.66666667')
    expect(now.refunded).toBe('33.33333333')
  })
})

describe('the launchpad’s clock', () => {
  it('counts down in whole days and HH:MM:SS and never below zero', () => {
    expect(countdown(90_061_000, 0)).toEqual({ days: 1, hms: '01:01:01' })
    expect(countdown(0, 5_000)).toEqual({ days: 0, hms: '00:00:00' })
  })

  it('counts the sales on now and those to come, and finds the nearest start or end', () => {
    const warm = { ...project, id: 2, title: 'Demo Borealis launch', time_status: 1, start_at_ts: 1_500_000 }
    const ended = { ...project, id: 3, title: 'Old', time_status: 3 }
    expect(ieoSummary([warm, project, ended], 0)).toEqual({
      onSale: 1,
      warmUp: 1,
      next: { title: 'Demo Borealis launch', kind: 'start', at: 1_500_000 },
    })
    expect(ieoSummary([warm, project], 1_600_000).next).toEqual({
      title: 'Demo Aurora launch',
      kind: 'end',
      at: 2_000_000,
    })
    expect(byStatus([ended, warm, project]).map((p) => p.id)).toEqual([1, 2, 3])
  })

  it('draws progress within 0 and 100 whatever the percentage', () => {
    expect(barWidth('12.50')).toBe(12.5)
    expect(barWidth('250.00')).toBe(100)
    expect(barWidth('x')).toBe(0)
  })
})
