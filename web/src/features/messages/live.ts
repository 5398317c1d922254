import type { QueryClient } from '@tanstack/react-query'
import { contentKeys } from '@/features/content'
import { userKeys } from '@/features/user'
import type { Feed } from '@/lib/feeds'
import { isMessagePush } from './types'
import { useUnreadStore } from './unread'

/* What message events write into the query cache (through src/lib/feeds.ts). */

/** Applies a `message` push: the unread count follows it and the user's data is loaded again. */
export function handleMessagePush(payload: unknown, client: QueryClient): void {
  if (!isMessagePush(payload)) return
  useUnreadStore.getState().dispatch({ type: 'push', push: payload })
  // Mail notes report changes to the user's own account (identity decisions, bindings): reload all of it.
  void client.invalidateQueries({ queryKey: userKeys.all })
  if (payload.event === 'announcement') void client.invalidateQueries({ queryKey: contentKeys.all })
}

/** The user's `message` pushes, which keep the unread count and message lists in step. */
export function messagesFeed(client: QueryClient): Feed {
  return { key: 'messages', events: { message: (payload) => handleMessagePush(payload, client) } }
}
