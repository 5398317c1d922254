import { describe, expect, it, vi } from 'vitest'
import { testQueryClient } from '@/test/providers'
import { applyPrivate } from './live'

describe("the user's order and balance events", () => {
  it('refresh orders and balances on an order event and balances on a balance event', () => {
    const client = testQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    applyPrivate(client, 'order')
    expect(invalidate.mock.calls.map(([filter]) => filter?.queryKey)).toEqual([
      ['user', 'spot'],
      ['user', 'wallet', 'list'],
      ['user', 'convert', 'list'],
    ])
    invalidate.mockClear()
    applyPrivate(client, 'balance')
    expect(invalidate.mock.calls.map(([filter]) => filter?.queryKey)).toEqual([
      ['user', 'wallet', 'list'],
      ['user', 'convert', 'list'],
    ])
  })
})
