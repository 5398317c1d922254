import { describe, expect, it, vi } from 'vitest'
import { testQueryClient } from '@/test/providers'
import { applyDeposit } from './live'

const push = (event: string) => ({ type: 'deposit', event, data: { id: 7, status: 1 }, to: 20, ts: 1 })

describe("the user's deposit events", () => {
  it('reload the sightings when a transfer is first seen, and the balances and deposit log too once credited', () => {
    const client = testQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    applyDeposit(client, push('seen'))
    expect(invalidate.mock.calls.map(([filter]) => filter?.queryKey)).toEqual([['user', 'wallet', 'chainDeposits']])
    invalidate.mockClear()
    applyDeposit(client, push('credited'))
    expect(invalidate.mock.calls.map(([filter]) => filter?.queryKey)).toEqual([
      ['user', 'wallet', 'chainDeposits'],
      ['user', 'wallet', 'list'],
      ['user', 'wallet', 'deposits'],
    ])
  })
})
