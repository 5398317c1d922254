import { describe, expect, it, vi } from 'vitest'
import { testQueryClient } from '@/test/providers'
import { supportKeys } from './keys'
import { applyMessage } from './live'
import type { SupportConversation, SupportMessage } from './types'

const line = (id: number, fields: Partial<SupportMessage> = {}): SupportMessage => ({
  id,
  conversation_id: 7,
  from: 'operator',
  operator_name: 'Mia',
  kind: 'text',
  content: `line ${id}`,
  created_at: '2026-03-01 10:00:00',
  created_at_ts: 1772330400000 + id,
  ...fields,
})

const held = (messages: SupportMessage[]): SupportConversation => ({
  id: 7,
  status: 0,
  created_at: '2026-03-01 10:00:00',
  created_at_ts: 1772330400000,
  closed_at: '',
  closed_at_ts: 0,
  messages,
})

const push = (data: unknown) => ({ type: 'kefu_message', to: 20, event: 'kefu_message', data, ts: 1 })

const conversationOf = (client: ReturnType<typeof testQueryClient>) =>
  client.getQueryData<SupportConversation>(supportKeys.conversation)

describe('customer service pushes', () => {
  it('add an operator’s reply to the conversation once, in id order', () => {
    const client = testQueryClient()
    client.setQueryData(supportKeys.conversation, held([line(1), line(3)]))
    applyMessage(client, push(line(2)))
    applyMessage(client, push(line(2)))
    expect(conversationOf(client)?.messages.map((m) => m.id)).toEqual([1, 2, 3])
    expect(conversationOf(client)?.status).toBe(0)
  })

  it('close the conversation on the platform’s closing line', () => {
    const client = testQueryClient()
    client.setQueryData(supportKeys.conversation, held([line(1)]))
    applyMessage(client, push(line(2, { from: 'system', content: 'closed_by_operator' })))
    expect(conversationOf(client)?.status).toBe(1)
    expect(conversationOf(client)?.messages.at(-1)?.content).toBe('closed_by_operator')
  })

  it('read the conversation again when a line belongs to one the cache does not hold', () => {
    const client = testQueryClient()
    client.setQueryData(supportKeys.conversation, held([line(1)]))
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    applyMessage(client, push(line(9, { conversation_id: 8 })))
    expect(invalidate).toHaveBeenCalledWith({ queryKey: supportKeys.conversation })
    expect(conversationOf(client)?.messages).toHaveLength(1)
  })

  it('ignore payloads that are not customer service lines', () => {
    const client = testQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    applyMessage(client, 'nonsense')
    applyMessage(client, push({ id: 'x' }))
    applyMessage(client, { data: null })
    expect(invalidate).not.toHaveBeenCalled()
  })
})
