import { describe, expect, it } from 'vitest'
import { confirmationPercent, hasPayoutUnderway, minimumText, shortHash, termsFor } from './chain'
import type { WithdrawalItem } from './types'

const erc20 = { network: 'ERC20', confirmations: 12, minimum: '1.00000000', watched: true }
const trc20 = { network: 'TRC20', confirmations: 20, minimum: '10.00000000', watched: false }

describe('deposits seen on chain', () => {
  it('find the terms of an address’s network, and of an asset’s single address only when it has one network', () => {
    expect(termsFor([erc20, trc20], 'trc20')).toBe(trc20)
    expect(termsFor([erc20], '')).toBe(erc20)
    expect(termsFor([erc20, trc20], '')).toBeUndefined()
    expect(termsFor([erc20], 'bep20')).toBeUndefined()
  })

  it('write the minimum without trailing zeros, grouped, and nothing for none', () => {
    expect(minimumText('1.00000000')).toBe('1')
    expect(minimumText('1234.50000000')).toBe('1,234.5')
    expect(minimumText('0.00010000')).toBe('0.0001')
    expect(minimumText('0.00000000')).toBeNull()
    expect(minimumText('')).toBeNull()
  })

  it('cut a hash to its ends and count the progress in whole percent up to 100', () => {
    expect(shortHash('0x8f2a5c1e0b9d7e6f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f')).toBe('0x8f2a5c1e…4c3d2e1f')
    expect(shortHash('0xabc')).toBe('0xabc')
    expect([confirmationPercent(4, 12), confirmationPercent(12, 12), confirmationPercent(15, 12)]).toEqual([
      33, 100, 100,
    ])
    expect(confirmationPercent(1, 0)).toBe(0)
  })
})

describe('withdrawals paid on chain', () => {
  const withdrawal = (chain: WithdrawalItem['chain']) => ({ chain }) as WithdrawalItem
  const at = (status: number) => withdrawal({ status, tx_hash: '', confirmations: 0, required: 12 })

  it('are under way while waiting for their signature or broadcast, not once paid, failed or paid by hand', () => {
    expect(hasPayoutUnderway([withdrawal(null), at(1)])).toBe(true)
    expect(hasPayoutUnderway([at(3), at(2)])).toBe(true)
    expect(hasPayoutUnderway([withdrawal(null), at(3), at(4)])).toBe(false)
    expect(hasPayoutUnderway([])).toBe(false)
  })
})
