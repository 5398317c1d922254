import { describe, expect, it } from 'vitest'
import { amountProblem, estimateReceive, isWholeAmount, plain, unitPrice } from './terms'

const us = { min_amount: '10', max_amount: '50000', rate: '1' }
const thailand = { min_amount: '350', max_amount: '1750000', rate: '36.5' }
const usdt = { price: '1' }
const btc = { price: '95000' }
const rules = { spread: '1.5' }

describe('a quick-buy amount checked against the country’s limits', () => {
  it('accepts whole amounts from the minimum to the maximum, spaces around them included', () => {
    expect(amountProblem('10', us)).toBeNull()
    expect(amountProblem(' 100 ', us)).toBeNull()
    expect(amountProblem('50000', us)).toBeNull()
  })

  it('refuses an amount below the minimum or above the maximum', () => {
    expect(amountProblem('9', us)).toBe('below_min')
    expect(amountProblem('50001', us)).toBe('above_max')
    expect(amountProblem('349', thailand)).toBe('below_min')
  })

  it('refuses decimals, signs, exponents, leading zeros, zero and empty text as not whole', () => {
    for (const text of ['100.5', '100.0', '-100', '+100', '1e3', '0100', '0', '', ' ', 'abc', '1 000']) {
      expect(isWholeAmount(text)).toBe(false)
      expect(amountProblem(text, us)).toBe('invalid')
    }
  })

  it('compares with decimals, so amounts past what a number holds exactly are still refused above the maximum', () => {
    expect(amountProblem('9007199254740993', { min_amount: '10', max_amount: '9007199254740992' })).toBe('above_max')
  })

  it('checks only what the country sets when a limit is missing', () => {
    expect(amountProblem('1', { min_amount: '', max_amount: '' })).toBeNull()
  })
})

describe('the estimate of what an amount buys', () => {
  it('prices a coin at index × rate × (1 + spread), rounded up to the cent as the quote is', () => {
    expect(unitPrice(usdt, us, rules)?.toFixed()).toBe('1.02')
    expect(unitPrice(btc, us, rules)?.toFixed()).toBe('96425')
    expect(unitPrice(usdt, thailand, rules)?.toFixed()).toBe('37.05')
  })

  it('divides the amount by that price and rounds down, so it never promises more than the quote gives', () => {
    expect(estimateReceive('100', usdt, us, rules)?.toFixed()).toBe('98.03921568')
    expect(estimateReceive('100', btc, us, rules)?.toFixed()).toBe('0.00103707')
    expect(estimateReceive('1000', usdt, thailand, rules)?.toFixed()).toBe('26.9905533')
    expect(estimateReceive('100', btc, us, rules, 6)?.toFixed()).toBe('0.001037')
  })

  it('uses no spread when the rules do not give one', () => {
    expect(estimateReceive('100', usdt, us, undefined)?.toFixed()).toBe('100')
  })

  it('gives no estimate for an amount that is not whole or a price or rate that is missing or not positive', () => {
    expect(estimateReceive('100.5', usdt, us, rules)).toBeNull()
    expect(estimateReceive('100', { price: '' }, us, rules)).toBeNull()
    expect(estimateReceive('100', { price: '0' }, us, rules)).toBeNull()
    expect(estimateReceive('100', usdt, { rate: '-1' }, rules)).toBeNull()
  })

  it('writes amounts without trailing zeros and unknown ones as a dash', () => {
    expect(plain('98.03921500')).toBe('98.039215')
    expect(plain('10')).toBe('10')
    expect(plain(50000)).toBe('50,000')
    expect(plain('')).toBe('--')
    expect(plain(undefined)).toBe('--')
  })
})
