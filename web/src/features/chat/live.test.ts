import { describe, expect, it } from 'vitest'
import { testQueryClient } from '@/test/providers'
import { chatKeys } from './keys'
import { applyDeleted, applyMessage, withMessages } from './live'
import type { ChatHistory, ChatMessage } from './types'

const message = (id: number, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  room: 'en',
  nickname: 'al***@mail.com',
  avatar: '',
  kind: 'text',
  content: `line ${id}`,
  mine: false,
  created_at: '2026-11-25 10:00:00',
  created_at_ts: 1795600800000 + id,
  ...fields,
})

const held = (ids: number[]): ChatHistory => ({ messages: ids.map((id) => message(id)), has_more: true })

describe('chat room pushes', () => {
  it('add a new message of the room once, in id order', () => {
    const client = testQueryClient()
    client.setQueryData(chatKeys.history('en', 0), held([1, 3]))
    applyMessage(client, 'en', message(2))
    applyMessage(client, 'en', { data: message(2) })
    expect(client.getQueryData<ChatHistory>(chatKeys.history('en', 0))?.messages.map((m) => m.id)).toEqual([1, 2, 3])
  })

  it('leave messages of other rooms and payloads that are not messages alone', () => {
    const client = testQueryClient()
    client.setQueryData(chatKeys.history('en', 0), held([1]))
    applyMessage(client, 'en', message(2, { room: 'zh' }))
    applyMessage(client, 'en', { id: 'x' })
    applyMessage(client, 'en', null)
    applyMessage(client, 'en', message(3, { kind: 'html' as ChatMessage['kind'] }))
    expect(client.getQueryData<ChatHistory>(chatKeys.history('en', 0))?.messages).toHaveLength(1)
  })

  it('remove a deleted message for every reader', () => {
    const client = testQueryClient()
    client.setQueryData(chatKeys.history('en', 0), held([1, 2]))
    client.setQueryData(chatKeys.history('en', 7), held([1, 2]))
    applyDeleted(client, 'en', { id: 2, room: 'en' })
    expect(client.getQueryData<ChatHistory>(chatKeys.history('en', 0))?.messages.map((m) => m.id)).toEqual([1])
    expect(client.getQueryData<ChatHistory>(chatKeys.history('en', 7))?.messages.map((m) => m.id)).toEqual([1])
  })

  it('never mark a pushed message as the reader’s, while the sender’s own answer does', () => {
    const pushed = withMessages(held([]), [message(5, { mine: false })])
    const answered = withMessages(pushed, [message(5, { mine: true })], true)
    expect(answered.messages[0].mine).toBe(true)
    expect(withMessages(answered, [message(5, { mine: false })]).messages[0].mine).toBe(true)
  })
})
