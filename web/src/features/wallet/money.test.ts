import { describe, expect, it } from 'vitest'
import { canMove, destinations, isSmall, totalDebit, totalUsdt, withdrawFee } from './money'
import type { WalletList, WalletRow } from './types'

const group = (usdt: string, cny: string) => ({ balance: [], totle: usdt, usdt_totle: usdt, CNY: cny })

describe('wallet money', () => {
  it('sums total assets over the four accounts without floating point', () => {
    const list: WalletList = {
      legal_wallet: group('0.10000000', '0.72'),
      change_wallet: group('0.20000000', '1.44'),
      lever_wallet: group('10000.00000000', '72000'),
      micro_wallet: group('0', '0'),
      ExRate: '7.2',
      is_open_CTbi: 1,
    }
    expect(totalUsdt(list)).toBe('10000.30')
  })

  it('charges the published percentage rounded up but at least the minimum fee', () => {
    expect(withdrawFee('3000', '0.1', '1')).toBe('3.00000000')
    expect(withdrawFee('10', '0.1', '1')).toBe('1.00000000')
    expect(withdrawFee('0.00000001', '0.1', '0')).toBe('0.00000001')
    expect(totalDebit('3000', '0.1', '1')).toBe('3003.00000000')
  })

  it('allows only the published moves between accounts', () => {
    expect(canMove('change', 'lever')).toBe(true)
    expect(canMove('legal', 'lever')).toBe(false)
    expect(destinations('change')).toEqual(['legal', 'lever', 'micro'])
  })

  it('counts rows worth under one USDT as small', () => {
    const row = {
      id: 1,
      currency: 1,
      currency_name: 'BTC',
      is_charge: 1,
      usdt_price: '95000',
      cny_price: '0',
      change_balance: '0.0001',
      lock_change_balance: '0',
    } as WalletRow
    expect(isSmall(row, 'change')).toBe(false)
    expect(isSmall({ ...row, change_balance: '0.00001' } as WalletRow, 'change')).toBe(true)
  })
})
