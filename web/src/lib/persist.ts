import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import { storage } from './storage'

/**
 * The meta of a query whose data is public (quotes, menu, site configuration): its last answer is kept in
 * localStorage so that the next visit paints it at once, while the request for fresh data runs.
 * Never put it on a query that holds a user's data.
 */
export const PUBLIC_CACHE = { persist: true } as const

/** Stored answers older than this are dropped instead of shown. */
export const CACHE_MAX_AGE = 24 * 60 * 60_000
/** Writes wait this long for more updates (live quotes change many times a second). */
export const CACHE_WRITE_DELAY = 2_000
/** A cache larger than this (characters of JSON) is not stored. */
const CACHE_MAX_SIZE = 512 * 1024

interface CachedQuery {
  key: QueryKey
  data: unknown
  at: number
}

function isCachedQuery(value: unknown): value is CachedQuery {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Partial<CachedQuery>
  return Array.isArray(entry.key) && entry.data !== undefined && typeof entry.at === 'number'
}

/** Queries under `user` belong to the signed-in user and are never stored, whatever their meta says. */
function isPublic(query: Query): boolean {
  return query.meta?.persist === true && query.queryKey[0] !== 'user'
}

/**
 * Puts the stored public answers into the cache with the time they were fetched, marked invalid: screens paint them at
 * once and fetch fresh ones as they mount.
 */
export function restoreQueries(client: QueryClient, now = Date.now()): void {
  const stored = storage.getCachedQueries()
  if (!Array.isArray(stored)) return
  for (const entry of stored) {
    if (!isCachedQuery(entry) || now - entry.at > CACHE_MAX_AGE || entry.key[0] === 'user') continue
    if (client.getQueryData(entry.key) !== undefined) continue
    client.setQueryData(entry.key, entry.data, { updatedAt: entry.at })
    void client.invalidateQueries({ queryKey: entry.key, exact: true, refetchType: 'none' })
  }
}

/** Stores the successful answers of the public queries now. */
export function saveQueries(client: QueryClient): void {
  const entries: CachedQuery[] = client
    .getQueryCache()
    .getAll()
    .filter((q) => isPublic(q) && q.state.status === 'success' && q.state.data !== undefined)
    .map((q) => ({ key: q.queryKey, data: q.state.data, at: q.state.dataUpdatedAt }))
  if (JSON.stringify(entries).length <= CACHE_MAX_SIZE) storage.setCachedQueries(entries)
}

/** Keeps the stored answers in step with the cache; answers a function that stops it. */
export function persistQueries(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    saveQueries(client)
  }
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isPublic(event.query)) return
    timer ??= setTimeout(flush, CACHE_WRITE_DELAY)
  })
  const onHide = () => {
    if (timer !== undefined) flush()
  }
  window.addEventListener('pagehide', onHide)
  return () => {
    unsubscribe()
    clearTimeout(timer)
    window.removeEventListener('pagehide', onHide)
  }
}
