import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { onSocketEvent } from '@/lib/socket'
import { contentKeys } from '@/features/content/queries'
import { isMessagePush } from './types'
import { useUnreadStore } from './unread'

/** Every private query lives under `user`. */
const userKeys = { all: ['user'] as const }

/** Applies a `message` push: the unread count follows it and the user's data is loaded again. */
export function handleMessagePush(payload: unknown, client: QueryClient): void {
  if (!isMessagePush(payload)) return
  useUnreadStore.getState().dispatch({ type: 'push', push: payload })
  // Mail notes report changes to the user's own account (identity decisions, bindings): reload all of it.
  void client.invalidateQueries({ queryKey: userKeys.all })
  if (payload.event === 'announcement') void client.invalidateQueries({ queryKey: contentKeys.all })
}

let holders = 0
let stop: (() => void) | null = null

/** Listens to `message` pushes while at least one holder needs them; returns the release function. */
export function retainMessageFeed(client: QueryClient): () => void {
  holders += 1
  if (holders === 1) stop = onSocketEvent<unknown>('message', (payload) => handleMessagePush(payload, client))
  let released = false
  return () => {
    if (released) return
    released = true
    holders -= 1
    if (holders === 0) {
      stop?.()
      stop = null
    }
  }
}

/** Keeps the unread count and message lists in step with `message` pushes while the caller is mounted. */
export function useMessageFeed(): void {
  const client = useQueryClient()
  useEffect(() => retainMessageFeed(client), [client])
}
