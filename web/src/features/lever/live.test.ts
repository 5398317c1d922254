import { describe, expect, it, vi } from 'vitest'
import { walletKeys } from '@/features/wallet'
import { testQueryClient } from '@/test/providers'
import { testPager, testTx } from './fixtures'
import { leverKeys } from './keys'
import { applyLeverBalance, applyPosition } from './live'
import type { DealAll } from './types'

vi.mock('@/lib/socket', () => ({ onSocketEvent: () => () => undefined, isInUserRoom: () => true }))

const answer = (rows: DealAll['order']['data']): DealAll => ({
  balance: '0',
  hazard_rate: '0',
  hazard_rate_pct: '0',
  caution_money_total: '0',
  origin_caution_money_total: '0',
  profits_total: '0',
  caution_money: '0',
  origin_caution_money: '0',
  profits: '0',
  order: testPager(rows),
})

describe('contract pushes written into the query cache', () => {
  it('move a filled entrust from the pending rows to the positions and refresh contracts and balances', () => {
    const client = testQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    client.setQueryData(leverKeys.rows(1, 3, 0), answer([testTx({ id: 5, status: 0 })]))
    client.setQueryData(leverKeys.rows(1, 3, 1), answer([]))
    applyPosition(client, {
      type: 'position',
      event: 'update',
      data: testTx({ id: 5, status: 1 }),
      summary: { hazard_rate_pct: '300.00' },
    })
    expect(client.getQueryData<DealAll>(leverKeys.rows(1, 3, 0))?.order.data).toEqual([])
    expect(client.getQueryData<DealAll>(leverKeys.rows(1, 3, 1))?.order.data.map((tx) => tx.id)).toEqual([5])
    expect(client.getQueryData<DealAll>(leverKeys.rows(1, 3, 1))?.hazard_rate_pct).toBe('300.00')
    expect(invalidate).toHaveBeenCalledWith({ queryKey: leverKeys.all })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: walletKeys.list })
  })

  it('ignore payloads that are not positions', () => {
    const client = testQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    applyPosition(client, { type: 'position' })
    expect(invalidate).not.toHaveBeenCalled()
  })

  it('reload the lever balance only for a change of the lever account', () => {
    const client = testQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    applyLeverBalance(client, { type: 'balance', data: { account: 'change' } })
    expect(invalidate).not.toHaveBeenCalled()
    applyLeverBalance(client, { type: 'balance', data: { account: 'lever' } })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: leverKeys.all })
  })
})
