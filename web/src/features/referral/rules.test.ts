import { describe, expect, it } from 'vitest'
import { countedFees, referenceOf, shownAccount } from './rules'
import type { RebateFeeLine } from './types'

const line = (fee: string, counted: boolean): RebateFeeLine => ({
  product: 'spot',
  reference: 'spot_trade:1',
  symbol: 'BTC/USDT',
  fee,
  counted,
  created_at: '2026-11-25 10:00:00',
  created_at_ts: 1795600800000,
})

describe('invitee accounts', () => {
  it('are shown as the server masked them', () => {
    expect(shownAccount('ab***@mail.com')).toBe('ab***@mail.com')
    expect(shownAccount('138****5678')).toBe('138****5678')
  })

  it('are masked here when one arrives unmasked, e-mail or number', () => {
    expect(shownAccount('alice@example.com')).toBe('ali***@example.com')
    expect(shownAccount('13812345678')).toBe('138****5678')
  })

  it('never show a short or odd account in full', () => {
    expect(shownAccount('bob')).toBe('b*b')
    expect(shownAccount('zz')).toBe('z*')
    expect(shownAccount('walletuser42')).toBe('w****2')
    expect(shownAccount('  ')).toBe('—')
  })
})

describe('fee lines of a statement', () => {
  it('read their reference as a kind and a number', () => {
    expect(referenceOf('spot_trade:12')).toEqual({ kind: 'spot_trade', id: 12 })
    expect(referenceOf('lever_position:7')).toEqual({ kind: 'lever_position', id: 7 })
    expect(referenceOf('nonsense')).toBeNull()
  })

  it('sum only the fees that counted, in decimals', () => {
    expect(countedFees([line('0.1', true), line('0.2', true), line('5', false)])).toBe('0.3')
    expect(countedFees([line('1', false)])).toBe('0')
    expect(countedFees([])).toBe('0')
  })
})
