import { afterEach, describe, expect, it } from 'vitest'
import { useSession } from '@/lib/session'
import type { MessagePush } from './types'
import { INITIAL_UNREAD, unreadReducer, useUnreadStore } from './unread'

function push(event: string, unread?: unknown): MessagePush {
  return {
    type: 'message',
    to: 1,
    event,
    data: { id: 5, title: 'Hello', abstract: '', create_time: '2026-01-01 00:00:00' },
    ...(unread === undefined ? {} : { unread: unread as number }),
  }
}

afterEach(() => {
  useUnreadStore.setState({ count: 0 })
  useSession.setState({ token: '' })
})

describe('unread badge', () => {
  it('starts at zero', () => {
    expect(INITIAL_UNREAD).toEqual({ count: 0 })
  })

  it('takes the count a loaded page reports', () => {
    expect(unreadReducer({ count: 0 }, { type: 'loaded', unread: 4 })).toEqual({ count: 4 })
    expect(unreadReducer({ count: 4 }, { type: 'loaded', unread: 0 })).toEqual({ count: 0 })
  })

  it('follows the unread count sent beside a mail push', () => {
    expect(unreadReducer({ count: 2 }, { type: 'push', push: push('mail', 3) })).toEqual({ count: 3 })
    expect(unreadReducer({ count: 2 }, { type: 'push', push: push('mail', '7') })).toEqual({ count: 7 })
  })

  it('follows the count of announcement pushes too, which do not add a message', () => {
    expect(unreadReducer({ count: 2 }, { type: 'push', push: push('announcement', 2) })).toEqual({ count: 2 })
    expect(unreadReducer({ count: 2 }, { type: 'push', push: push('announcement') })).toEqual({ count: 2 })
  })

  it('adds one for a mail push that carries no count', () => {
    expect(unreadReducer({ count: 2 }, { type: 'push', push: push('mail') })).toEqual({ count: 3 })
    expect(unreadReducer({ count: 2 }, { type: 'push', push: push('mail', 'many') })).toEqual({ count: 3 })
  })

  it('never goes below zero', () => {
    expect(unreadReducer({ count: 2 }, { type: 'push', push: push('mail', -4) })).toEqual({ count: 0 })
    expect(unreadReducer({ count: 0 }, { type: 'read', wasUnread: true })).toEqual({ count: 0 })
  })

  it('takes one off when an unread message is read, nothing for a read one', () => {
    expect(unreadReducer({ count: 3 }, { type: 'read', wasUnread: true })).toEqual({ count: 2 })
    const state = { count: 3 }
    expect(unreadReducer(state, { type: 'read', wasUnread: false })).toBe(state)
  })

  it('clears on read all and on reset', () => {
    expect(unreadReducer({ count: 9 }, { type: 'read_all' })).toEqual({ count: 0 })
    expect(unreadReducer({ count: 9 }, { type: 'reset' })).toEqual({ count: 0 })
  })

  it('clears the store when the session changes', () => {
    useSession.setState({ token: 'a' })
    useUnreadStore.getState().dispatch({ type: 'loaded', unread: 5 })
    expect(useUnreadStore.getState().count).toBe(5)
    useSession.setState({ token: '' })
    expect(useUnreadStore.getState().count).toBe(0)
  })
})
