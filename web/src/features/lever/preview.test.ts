import { describe, expect, it } from 'vitest'
import { isUnset, leverProblem, lotsProblem, orderPreview, stopProblem, submitParams, type LeverInput } from './preview'

const btc = { price: '95000.00', lots: '2', shareNum: '0.01', leverage: 10, feePct: '0.1', scale: 8 }

describe('the margin and fee preview', () => {
  it('charges 190 USDT of margin and 1.9 USDT of fee for 2 lots of 0.01 BTC at 95000 with 10x and a 0.1 % fee', () => {
    // notional = 95000 × 2 × 0.01 = 1900; margin = 1900 / 10 = 190; fee = 1900 × 0.1 % = 1.9
    expect(orderPreview(btc)).toEqual({
      notional: '1900.00000000',
      margin: '190.00000000',
      fee: '1.90000000',
      total: '191.90000000',
    })
  })

  it('rounds margin and fee up to the asset decimals, so 1 lot of 1 unit at 10 with 3x needs 3.34 and not 3.33', () => {
    // 10 / 3 = 3.333…, rounded up at 2 decimals; fee 10 × 0.05 % = 0.005 → 0.01
    expect(orderPreview({ price: '10', lots: '1', shareNum: '1', leverage: 3, feePct: '0.05', scale: 2 })).toEqual({
      notional: '10.00',
      margin: '3.34',
      fee: '0.01',
      total: '3.35',
    })
  })

  it('adds no binary floating-point error: 3 lots of 0.1 at 0.1 with 1x is exactly 0.03', () => {
    expect(orderPreview({ price: '0.1', lots: '3', shareNum: '0.1', leverage: 1, feePct: '0', scale: 8 })?.margin).toBe(
      '0.03000000',
    )
  })

  it('has nothing to show while lots are not whole, the price is missing, no leverage is chosen or the terms are unknown', () => {
    expect(orderPreview({ ...btc, lots: '1.5' })).toBeNull()
    expect(orderPreview({ ...btc, price: '' })).toBeNull()
    expect(orderPreview({ ...btc, leverage: 0 })).toBeNull()
    expect(orderPreview({ ...btc, shareNum: '' })).toBeNull()
    expect(orderPreview({ ...btc, feePct: '' })).toBeNull()
  })
})

describe('lots', () => {
  it('are whole numbers above zero inside the pair limit, e.g. 1 to 100', () => {
    const limit = { min: 1, max: 100 }
    expect(lotsProblem('5', limit)).toBeNull()
    expect(lotsProblem('0', limit)).toBe('lots')
    expect(lotsProblem('2.5', limit)).toBe('lots')
    expect(lotsProblem('101', limit)).toBe('max')
    expect(lotsProblem('2', { min: 3, max: 100 })).toBe('min')
    expect(lotsProblem('1000', { min: 1, max: 0 })).toBeNull()
  })
})

describe('take-profit and stop-loss', () => {
  it('for a long entered at 100 take profit above 100 and stop the loss below it', () => {
    expect(stopProblem('long', '100', '110', '90')).toBeNull()
    expect(stopProblem('long', '100', '95', '')).toBe('take_profit')
    expect(stopProblem('long', '100', '', '105')).toBe('stop_loss')
    expect(stopProblem('long', '100', '100', '')).toBe('take_profit')
  })

  it('for a short entered at 100 take profit below 100 and stop the loss above it', () => {
    expect(stopProblem('short', '100', '90', '110')).toBeNull()
    expect(stopProblem('short', '100', '105', '')).toBe('take_profit')
    expect(stopProblem('short', '100', '', '95')).toBe('stop_loss')
  })

  it('are unset when empty or zero, and only checked as numbers when there is no reference price', () => {
    expect(isUnset('')).toBe(true)
    expect(isUnset('0')).toBe(true)
    expect(isUnset('0.00')).toBe(true)
    expect(isUnset('1')).toBe(false)
    expect(stopProblem('long', '', '5', '500')).toBeNull()
    expect(stopProblem('long', '', 'abc', '')).toBe('take_profit')
  })
})

const input: LeverInput = {
  side: 'long',
  kind: 'market',
  price: '',
  lots: '2',
  leverage: 10,
  takeProfit: '',
  stopLoss: '',
}
const context = { entry: '95000.00', priceScale: 2, limit: { min: 1, max: 100 }, available: '191.90000000' }

describe('the contract form', () => {
  it('can send 2 lots that need 191.9 USDT when exactly 191.9 is available, and not when 191.8 is', () => {
    const preview = orderPreview(btc)
    expect(leverProblem(input, preview, context)).toBeNull()
    expect(leverProblem(input, preview, { ...context, available: '191.8' })).toBe('balance')
  })

  it('wants a limit price for a limit order and a leverage for every order', () => {
    expect(leverProblem({ ...input, kind: 'limit', price: '' }, orderPreview(btc), context)).toBe('price')
    expect(leverProblem({ ...input, leverage: 0 }, null, context)).toBe('leverage')
  })

  it('checks take-profit against the entry before the balance', () => {
    expect(leverProblem({ ...input, takeProfit: '90000' }, orderPreview(btc), { ...context, available: '0' })).toBe(
      'take_profit',
    )
  })

  it('sends a market long of 2 lots at 10x with "999" as the ignored price and leaves unset TP/SL out', () => {
    expect(submitParams({ currency_id: 1, legal_id: 3 }, input)).toEqual({
      currency_id: 1,
      legal_id: 3,
      type: 1,
      share: 2,
      multiple: 10,
      status: 1,
      target_price: '999',
    })
  })

  it('sends a limit short at 96000 with its take-profit and stop-loss', () => {
    const limitShort: LeverInput = {
      ...input,
      side: 'short',
      kind: 'limit',
      price: ' 96000 ',
      takeProfit: '90000',
      stopLoss: '99000',
    }
    expect(submitParams({ currency_id: 1, legal_id: 3 }, limitShort)).toEqual({
      currency_id: 1,
      legal_id: 3,
      type: 2,
      share: 2,
      multiple: 10,
      status: 0,
      target_price: '96000',
      target_profit_price: '90000',
      stop_loss_price: '99000',
    })
  })
})
