import { describe, expect, it } from 'vitest'
import { settledOption, testOption } from './fixtures'
import { isSettled, outcomeFromPrices, priceRelation, resultAmount, resultKind } from './result'

describe('an option result', () => {
  it('is a win of +85 USDT for 100 up at 85 % entered at 95000 and settled at 95010', () => {
    const won = settledOption('95010.00', 1, '85.00000000')
    expect(resultKind(won)).toBe('win')
    expect(resultAmount(won)).toBe('+85.00000000')
    expect(outcomeFromPrices(won.type, won.open_price, won.end_price)).toBe('win')
  })

  it('is a loss of the 100 USDT stake for up settled at 94990', () => {
    const lost = settledOption('94990.00', -1, '-100.00000000')
    expect(resultKind(lost)).toBe('loss')
    expect(resultAmount(lost)).toBe('-100.00000000')
    expect(resultAmount({ ...lost, fact_profits: '0' })).toBe('-100.00000000')
    expect(outcomeFromPrices(lost.type, lost.open_price, lost.end_price)).toBe('loss')
  })

  it('refunds the 100 USDT stake when settlement equals entry', () => {
    const even = settledOption('95000.00', 0, '0')
    expect(resultKind(even)).toBe('refund')
    expect(resultAmount(even)).toBe('100.00000000')
    expect(outcomeFromPrices(even.type, '95000.00', '95000.0')).toBe('refund')
  })

  it('makes down win when settlement is below entry', () => {
    expect(outcomeFromPrices(2, '95000.00', '94999.99')).toBe('win')
    expect(outcomeFromPrices(2, '95000.00', '95000.01')).toBe('loss')
  })

  it('compares settlement with entry as >, < or =', () => {
    expect(priceRelation('95000', '95010')).toBe('>')
    expect(priceRelation('95000', '94990')).toBe('<')
    expect(priceRelation('95000.00', '95000')).toBe('=')
    expect(priceRelation('95000', null)).toBeNull()
  })

  it('does not exist before settlement', () => {
    expect(isSettled(testOption())).toBe(false)
    expect(resultKind(testOption({ status: 2 }))).toBeNull()
    expect(resultAmount(testOption())).toBe('--')
  })
})
