import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { holdFeed } from '@/lib/feeds'
import { testQueryClient } from '@/test/providers'
import { handleMessagePush, messagesFeed } from './live'
import { useUnreadStore } from './unread'

const socket = vi.hoisted(() => {
  const handlers = new Set<(payload: unknown) => void>()
  return {
    handlers,
    onSocketEvent: (event: string, handler: (payload: unknown) => void) => {
      if (event !== 'message') return () => undefined
      handlers.add(handler)
      return () => {
        handlers.delete(handler)
      }
    },
  }
})

vi.mock('@/lib/socket', () => ({ onSocketEvent: socket.onSocketEvent, subscribeTopics: () => () => undefined }))

const mailPush = {
  type: 'message',
  to: 1,
  event: 'mail',
  data: { id: 3, title: 'Hi', abstract: '', create_time: '' },
  unread: 4,
}

beforeEach(() => {
  useUnreadStore.setState({ count: 0 })
})

afterEach(() => {
  socket.handlers.clear()
})

describe('message pushes', () => {
  it("update the unread count and reload the user's data, message lists included", () => {
    const client = testQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    handleMessagePush(mailPush, client)
    expect(useUnreadStore.getState().count).toBe(4)
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user'] })
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['news'] })
  })

  it('also reload the announcements on an announcement push', () => {
    const client = testQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    handleMessagePush({ ...mailPush, event: 'announcement', unread: 4 }, client)
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['news'] })
  })

  it('ignore payloads that are not message pushes', () => {
    const client = testQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    handleMessagePush('nonsense', client)
    handleMessagePush({ type: 'order', event: 'new' }, client)
    expect(invalidate).not.toHaveBeenCalled()
    expect(useUnreadStore.getState().count).toBe(0)
  })

  it('are listened to once however many screens hold the feed, until the last lets go', () => {
    const client = testQueryClient()
    const releaseA = holdFeed(messagesFeed(client))
    const releaseB = holdFeed(messagesFeed(client))
    expect(socket.handlers.size).toBe(1)
    releaseA()
    releaseA()
    expect(socket.handlers.size).toBe(1)
    for (const handler of socket.handlers) handler({ ...mailPush, unread: 6 })
    expect(useUnreadStore.getState().count).toBe(6)
    releaseB()
    expect(socket.handlers.size).toBe(0)
  })
})
