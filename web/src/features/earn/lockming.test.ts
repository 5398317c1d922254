import { describe, expect, it } from 'vitest'
import {
  amountProblem,
  boostOf,
  boostPreview,
  DAY_MS,
  dailyInterest,
  depositParams,
  formatDateTime,
  holdings,
  lowestCover,
  nextAccrual,
  penalty,
  percent,
  refund,
  remainingByAsset,
  todayRange,
} from './lockming'
import type { LockOrder, LockProduct } from './types'

const product: LockProduct = {
  id: 1,
  cancel_rate: '0.4000',
  created_at: '2026-11-26 14:35:35',
  created_at_ts: 0,
  currency_id: 3,
  currency_logo: '',
  currency_name: 'USDT',
  day: 7,
  demo: 1,
  interest_rate: '0.3500',
  interest_rate_max: '0.4000',
  interest_rate_min: '0.3000',
  intro: '0.3%-0.4%',
  name: 'Demo USDT 7-day lock',
  next_interest_rate: null,
  remaining: '1000.00000000',
  reserve_cover: '125',
  save_min: '100.00000000',
}

const START = Date.UTC(2026, 10, 26, 6, 36, 6)

function order(fields: Partial<LockOrder>): LockOrder {
  return {
    id: 1,
    amount: '150.00000000',
    boost_rate: '0',
    boost_cap: '0.00000000',
    boost_paid: '0.00000000',
    cancel_fee: 4.2,
    cancel_fee_str: '4.20000000',
    config_id: 1,
    currency_name: 'USDT',
    day_rate: '0.003500',
    day_rate_percent: '0.3500',
    start_at: '',
    start_at_ts: START,
    end_at: '',
    end_at_ts: START + 7 * DAY_MS,
    status: 1,
    total_interest: '0.00000000',
    ...fields,
  }
}

describe('lock-mining figures', () => {
  it('shows rates in percent with four decimals, cut and never rounded up', () => {
    expect(percent('0.35')).toBe('0.3500%')
    expect(percent('0.123456')).toBe('0.1234%')
    expect(percent('x')).toBe('--')
  })

  it('rounds the expected daily interest down to the asset’s scale', () => {
    expect(dailyInterest('150.00000000', '0.3500', 8)).toBe('0.52500000')
    expect(dailyInterest('0.01234567', '0.3500', 8)).toBe('0.00004320')
  })

  it('rounds the penalty up and never lets it pass the amount', () => {
    expect(penalty('150.00000000', '0.4000', 7, 8)).toBe('4.20000000')
    expect(penalty('0.00000333', '0.4000', 1, 8)).toBe('0.00000002')
    expect(penalty('10', '5', 30, 8)).toBe('10.00000000')
  })

  it('refunds the amount less the exact penalty the server quoted', () => {
    expect(refund(order({ cancel_fee: 4.2, cancel_fee_str: '4.20000001' }))).toBe('145.79999999')
  })

  it('names what is wrong with an amount: format, minimum, balance, then what remains', () => {
    expect(amountProblem('abc', product, '500')).toBe('invalid')
    expect(amountProblem('100.000000001', product, '500')).toBe('invalid')
    expect(amountProblem('99.99', product, '500')).toBe('below_minimum')
    expect(amountProblem('600', product, '500')).toBe('insufficient_balance')
    expect(amountProblem('1000.5', product, '5000')).toBe('above_remaining')
    expect(amountProblem('100', product, '500')).toBeNull()
    expect(amountProblem('1000', product, '1000')).toBeNull()
  })
})

describe('next accrual', () => {
  it('falls due every 24 hours after the deposit until the term ends', () => {
    expect(nextAccrual(order({}), START + 1000)).toBe(START + DAY_MS)
    expect(nextAccrual(order({}), START + DAY_MS)).toBe(START + 2 * DAY_MS)
    expect(nextAccrual(order({}), START + 6 * DAY_MS + 5)).toBe(START + 7 * DAY_MS)
    expect(nextAccrual(order({}), START + 7 * DAY_MS)).toBeNull()
  })

  it('is not shown for a matured or redeemed position', () => {
    expect(nextAccrual(order({ status: 2 }), START + 1000)).toBeNull()
    expect(nextAccrual(order({ status: 3 }), START + 1000)).toBeNull()
  })

  it('is written in the platform zone', () => {
    expect(formatDateTime(START + DAY_MS, '+08:00')).toBe('2026-11-27 14:36')
    expect(formatDateTime(START, '+00:00')).toBe('2026-11-26 06:36')
  })
})

describe('summaries', () => {
  it('sums locked principal of open positions and interest of every position per asset', () => {
    const rows = holdings([
      order({ id: 1, amount: '150.00000000', total_interest: '0.52500000' }),
      order({ id: 2, amount: '200.00000000', status: 3, total_interest: '1.00000000' }),
      order({ id: 3, amount: '0.01000000', currency_name: 'BTC', total_interest: '0.00003500' }),
      order({ id: 4, amount: '50.00000000', total_interest: '0.10000000' }),
    ])
    expect(rows).toEqual([
      { currency: 'USDT', locked: '200.00000000', interest: '1.62500000', open: 2 },
      { currency: 'BTC', locked: '0.01000000', interest: '0.00003500', open: 1 },
    ])
  })

  it('gives today’s lowest and highest rate, what remains per asset and the lowest cover', () => {
    const other = { ...product, id: 2, interest_rate: '0.3100', reserve_cover: '100', remaining: '20.00000000' }
    const btc = { ...product, id: 3, currency_name: 'BTC', remaining: '1.50000000', reserve_cover: '300' }
    expect(todayRange([product, other, btc])).toEqual({ low: '0.31', high: '0.35' })
    expect(todayRange([])).toBeNull()
    expect(remainingByAsset([product, other, btc])).toEqual([
      { currency: 'USDT', remaining: '1020.00000000' },
      { currency: 'BTC', remaining: '1.50000000' },
    ])
    expect(lowestCover([product, other, btc])).toBe('100')
    expect(lowestCover([])).toBeNull()
  })
})

describe('a boost coupon on a lock-mining position', () => {
  const boost = { rate: '0.1', value: '10' }

  it('pays its rate a day on the amount, rounded down, and at most amount × rate × days over the term', () => {
    expect(boostPreview('150.00000000', boost, 7, 8)).toEqual({
      rate: '0.1',
      daily: '0.15000000',
      cap: '1.05000000',
    })
  })

  it('never promises more than the coupon’s value', () => {
    expect(boostPreview('1000', { rate: '0.1', value: '2.5' }, 3, 8)?.cap).toBe('2.50000000')
    expect(boostPreview('100000', boost, 30, 8)?.cap).toBe('10.00000000')
  })

  it('rounds what the term can pay up to the asset’s scale, as the server reserves it, in decimals', () => {
    expect(boostPreview('0.01234567', { rate: '0.1', value: '1' }, 15, 8)).toEqual({
      rate: '0.1',
      daily: '0.00001234',
      cap: '0.00018519',
    })
    expect(boostPreview('0.3', { rate: '0.7', value: '10' }, 3, 8)?.cap).toBe('0.00630000')
  })

  it('adds nothing without an amount, a rate or a value above 0', () => {
    expect(boostPreview('', boost, 7, 8)).toBeNull()
    expect(boostPreview('150', { rate: '0', value: '10' }, 7, 8)).toBeNull()
    expect(boostPreview('150', { rate: '0.1', value: '0' }, 7, 8)).toBeNull()
  })

  it('is sent as coupon_id with the deposit only when one is chosen', () => {
    expect(depositParams(1, '150.00000000', 42)).toEqual({ config_id: 1, amount: '150.00000000', coupon_id: 42 })
    expect(depositParams(1, '150.00000000', null)).toEqual({ config_id: 1, amount: '150.00000000' })
    expect('coupon_id' in depositParams(1, '150.00000000')).toBe(false)
  })

  it('shows on a boosted position with what it reserved and paid, and not on one without a coupon', () => {
    expect(boostOf(order({ boost_rate: '0.1', boost_cap: '1.05000000', boost_paid: '0.15000000' }))).toEqual({
      rate: '0.1',
      cap: '1.05000000',
      paid: '0.15000000',
    })
    expect(boostOf(order({}))).toBeNull()
  })
})
