import { create } from 'zustand'
import { useSession } from '@/lib/session'
import type { MessagePush } from './types'

export interface UnreadState {
  /** Unread messages of the logged-in user. */
  count: number
}

export type UnreadAction =
  | { type: 'loaded'; unread: number }
  | { type: 'push'; push: MessagePush }
  | { type: 'read'; wasUnread: boolean }
  | { type: 'read_all' }
  | { type: 'reset' }

export const INITIAL_UNREAD: UnreadState = { count: 0 }

function asCount(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : null
}

/**
 * The unread count after an action: a loaded page or a push tells the server's count (a `mail` push without
 * one adds one), reading an unread message takes one off, reading all or logging out clears it.
 */
export function unreadReducer(state: UnreadState, action: UnreadAction): UnreadState {
  switch (action.type) {
    case 'loaded': {
      const count = asCount(action.unread)
      return count === null || count === state.count ? state : { count }
    }
    case 'push': {
      const count = asCount(action.push.unread)
      if (count !== null) return count === state.count ? state : { count }
      return action.push.event === 'mail' ? { count: state.count + 1 } : state
    }
    case 'read':
      return action.wasUnread && state.count > 0 ? { count: state.count - 1 } : state
    case 'read_all':
    case 'reset':
      return state.count === 0 ? state : INITIAL_UNREAD
  }
}

interface UnreadStore extends UnreadState {
  dispatch: (action: UnreadAction) => void
}

export const useUnreadStore = create<UnreadStore>()((set, get) => ({
  ...INITIAL_UNREAD,
  dispatch: (action) => {
    const next = unreadReducer({ count: get().count }, action)
    if (next.count !== get().count) set(next)
  },
}))

// Another account, or none: the count belonged to the previous session.
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) useUnreadStore.getState().dispatch({ type: 'reset' })
})
