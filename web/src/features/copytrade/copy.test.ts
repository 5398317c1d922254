import { describe, expect, it } from 'vitest'
import { copyLots, isCopy, normalNumber, numberProblem, rateText, requirementText, traderName } from './copy'
import { FIXED_LOTS, FIXED_MULTIPLE } from './types'

describe('copy sizes', () => {
  it('copies the floor of the trader lots times the multiple for a fixed multiple', () => {
    expect(copyLots(FIXED_MULTIPLE, '1.5', 3)).toBe(4)
    expect(copyLots(FIXED_MULTIPLE, '0.5', 1)).toBe(0)
    expect(copyLots(FIXED_MULTIPLE, '0.1', 30)).toBe(3)
  })

  it('copies the floor of the number whatever the trader opens for fixed lots', () => {
    expect(copyLots(FIXED_LOTS, '2.75', 10)).toBe(2)
    expect(copyLots(FIXED_LOTS, '0.5', 10)).toBe(0)
  })

  it('copies nothing when the number is not a number', () => {
    expect(copyLots(FIXED_MULTIPLE, 'abc', 3)).toBe(0)
  })
})

describe('the multiple or number of lots', () => {
  it('accepts numbers above zero up to five with at most two decimals', () => {
    expect(numberProblem('1.5')).toBeNull()
    expect(numberProblem('5')).toBeNull()
    expect(numberProblem('0.01')).toBeNull()
  })

  it('names what is wrong with other input', () => {
    expect(numberProblem('')).toBe('invalid')
    expect(numberProblem('1,5')).toBe('invalid')
    expect(numberProblem('-1')).toBe('invalid')
    expect(numberProblem('1.555')).toBe('decimals')
    expect(numberProblem('0')).toBe('zero')
    expect(numberProblem('5.01')).toBe('above_max')
  })

  it('is sent with two decimals', () => {
    expect(normalNumber('1.5')).toBe('1.50')
    expect(normalNumber('2')).toBe('2.00')
  })
})

describe('display helpers', () => {
  it('tells copies from own positions by order type', () => {
    expect(isCopy({ order_type: 2 })).toBe(true)
    expect(isCopy({ order_type: 1 })).toBe(false)
  })

  it('shows a win rate with two decimals and a percent sign', () => {
    expect(rateText('62.5')).toBe('62.50%')
    expect(rateText('')).toBe('--')
  })
})

describe('trader names', () => {
  it('falls back to a name made of the id when the nickname is empty', () => {
    expect(traderName('Ada', 2, (id) => `Trader ${id}`)).toBe('Ada')
    expect(traderName(' ', 7, (id) => `Trader ${id}`)).toBe('Trader 7')
  })
})

describe('published requirements', () => {
  it('are read as a known name and a number, and other lines are left as sent', () => {
    expect(requirementText('identity_level >= 2')).toEqual({ key: 'copytrade.requirement_identity_level', n: '2' })
    expect(requirementText('closed_contract_positions >= 10')).toEqual({ key: 'copytrade.requirement_closed', n: '10' })
    expect(requirementText('volume >= 5')).toBeNull()
  })
})
