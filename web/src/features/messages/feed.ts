import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { onSocketEvent } from '@/lib/socket'
import { contentKeys } from '@/features/content/queries'
import { mailKeys } from './keys'
import { isMessagePush } from './types'
import { useUnreadStore } from './unread'

/** Applies a `message` push: the unread count follows it and the message lists are loaded again. */
export function handleMessagePush(payload: unknown, client: QueryClient): void {
  if (!isMessagePush(payload)) return
  useUnreadStore.getState().dispatch({ type: 'push', push: payload })
  void client.invalidateQueries({ queryKey: mailKeys.all })
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
