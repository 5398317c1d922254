import { describe, expect, it, vi } from 'vitest'
import { testQueryClient } from '@/test/providers'
import { otcKeys } from './keys'
import { applyChat, applyOrder } from './live'
import type { OtcChatMessage } from './types'

const line = (id: number, overrides: Partial<OtcChatMessage> = {}): OtcChatMessage => ({
  id,
  order_id: 31,
  sender: 20,
  sender_name: 'buyer@example.com',
  kind: 'text',
  content: `line ${id}`,
  created_at: '2025-06-01 10:00:00',
  created_at_ts: 1748743200000 + id,
  ...overrides,
})

const push = (data: unknown) => ({ type: 'otc_chat', to: 20, event: 'otc_chat', data, ts: 1 })

describe('OTC pushes', () => {
  it('append a chat message to its order’s chat once, in id order', () => {
    const client = testQueryClient()
    client.setQueryData(otcKeys.chat(31), [line(1), line(3)])
    applyChat(client, push(line(2)))
    applyChat(client, push(line(2)))
    expect(client.getQueryData<OtcChatMessage[]>(otcKeys.chat(31))?.map((m) => m.id)).toEqual([1, 2, 3])
  })

  it('reload the order on a platform line, since the order moved', () => {
    const client = testQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    applyChat(client, push(line(4, { sender: 0, kind: 'system', content: 'paid' })))
    expect(invalidate).toHaveBeenCalledWith({ queryKey: otcKeys.order(31) })
  })

  it('reload the order, the order lists and the balances on an order change', () => {
    const client = testQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    applyOrder(client, { type: 'otc_order', to: 20, event: 'otc_order', data: { id: 31, status: 3 }, ts: 1 })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: otcKeys.order(31) })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: otcKeys.ordersAll })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'wallet', 'list'] })
  })

  it('ignore payloads that are not OTC pushes', () => {
    const client = testQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    applyChat(client, 'nonsense')
    applyChat(client, push({ id: 'x' }))
    applyOrder(client, { data: null })
    expect(invalidate).not.toHaveBeenCalled()
  })
})
