import type { QueryClient } from '@tanstack/react-query'
import { onSocketEvent, subscribeTopics } from './socket'

/*
 * The one place where socket events reach the query cache. A feature describes a feed in its live.ts (the topics to
 * subscribe and what each event writes into the cache) and holds it from a query hook while a screen needs it; this
 * module listens to the feed's events and keeps its topics subscribed for as long as anyone holds it, once however
 * many screens hold it. ESLint keeps the socket's listeners and topics to this module.
 */

export interface Feed {
  /** The feed's identity, such as `market_depth:BTC/USDT`: held once however many screens hold it. */
  key: string
  /** Public topics the server sends the feed's events on. */
  topics?: string[]
  /** What each socket event writes into the query cache while the feed is held. */
  events: Record<string, (payload: unknown) => void>
}

interface Held {
  holders: number
  stop: () => void
}

const held = new Map<string, Held>()

function start(feed: Feed): () => void {
  const offs = Object.entries(feed.events).map(([event, handler]) => onSocketEvent<unknown>(event, handler))
  const unsubscribe = subscribeTopics(feed.topics ?? [])
  return () => {
    unsubscribe()
    offs.forEach((off) => off())
  }
}

/** Holds a feed: the first holder starts it, the last one to let go stops it. Returns the release function. */
export function holdFeed(feed: Feed): () => void {
  const current = held.get(feed.key)
  if (current) current.holders += 1
  else held.set(feed.key, { holders: 1, stop: start(feed) })
  let released = false
  return () => {
    if (released) return
    released = true
    const entry = held.get(feed.key)
    if (!entry) return
    entry.holders -= 1
    if (entry.holders === 0) {
      held.delete(feed.key)
      entry.stop()
    }
  }
}

/**
 * When the server ends this socket's session (logout elsewhere, password change, freeze), private events stop: what
 * is on screen is read again over HTTP, which also notices the ended session.
 */
export function watchSession(client: QueryClient): () => void {
  return onSocketEvent<{ ok: boolean }>('login_result', (result) => {
    if (!result.ok) void client.invalidateQueries()
  })
}
