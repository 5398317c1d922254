import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CACHE_MAX_AGE, CACHE_WRITE_DELAY, persistQueries, PUBLIC_CACHE, restoreQueries, saveQueries } from './persist'
import { storage } from './storage'

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } })

async function fetchInto(target: QueryClient, key: unknown[], data: unknown, meta?: Record<string, unknown>) {
  await target.fetchQuery({ queryKey: key, queryFn: () => Promise.resolve(data), meta })
}

describe('the public query cache', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }))
  afterEach(() => vi.useRealTimers())

  it('stores a public answer and puts it into the next visit’s cache with its fetch time, to be fetched again', async () => {
    const first = client()
    const stop = persistQueries(first)
    await fetchInto(first, ['market', 'quotation', 'en'], [{ symbol: 'BTC/USDT', now_price: '95000.5' }], PUBLIC_CACHE)
    const fetchedAt = Date.now()
    vi.advanceTimersByTime(CACHE_WRITE_DELAY)
    stop()

    vi.advanceTimersByTime(120_000)
    const next = client()
    restoreQueries(next)
    expect(next.getQueryData(['market', 'quotation', 'en'])).toEqual([{ symbol: 'BTC/USDT', now_price: '95000.5' }])
    const state = next.getQueryState(['market', 'quotation', 'en'])
    expect(state?.dataUpdatedAt).toBe(fetchedAt)
    expect(state?.isInvalidated).toBe(true)
  })

  it('never stores a query without the public meta or one under user, even with the meta', async () => {
    const first = client()
    await fetchInto(first, ['wallet', 'balances'], { usdt: '10' })
    await fetchInto(first, ['user', 'market', 'favourites'], [1], PUBLIC_CACHE)
    await fetchInto(first, ['siteConfig'], { site_name: 'Mercato' }, PUBLIC_CACHE)
    saveQueries(first)
    expect(JSON.stringify(storage.getCachedQueries())).not.toContain('usdt')
    expect(JSON.stringify(storage.getCachedQueries())).not.toContain('favourites')

    const next = client()
    restoreQueries(next)
    expect(next.getQueryData(['siteConfig'])).toEqual({ site_name: 'Mercato' })
    expect(next.getQueryData(['wallet', 'balances'])).toBeUndefined()
  })

  it('drops stored answers older than a day and ignores a damaged store', async () => {
    const first = client()
    await fetchInto(first, ['siteConfig'], { site_name: 'Mercato' }, PUBLIC_CACHE)
    saveQueries(first)
    vi.advanceTimersByTime(CACHE_MAX_AGE + 1)
    const next = client()
    restoreQueries(next)
    expect(next.getQueryData(['siteConfig'])).toBeUndefined()

    storage.setCachedQueries([{ key: 'siteConfig', data: 1 }, null, 'x'])
    restoreQueries(next)
    expect(next.getQueryCache().getAll()).toEqual([])
  })

  it('writes once per quiet period while live updates keep arriving', async () => {
    const first = client()
    const stop = persistQueries(first)
    const write = vi.spyOn(storage, 'setCachedQueries')
    await fetchInto(first, ['market', 'quotation', 'zh'], [{ now_price: '1' }], PUBLIC_CACHE)
    for (let i = 2; i < 10; i += 1) {
      first.setQueryData(['market', 'quotation', 'zh'], [{ now_price: String(i) }])
      vi.advanceTimersByTime(100)
    }
    expect(write).not.toHaveBeenCalled()
    vi.advanceTimersByTime(CACHE_WRITE_DELAY)
    expect(write).toHaveBeenCalledTimes(1)
    expect(JSON.stringify(storage.getCachedQueries())).toContain('"now_price":"9"')
    stop()
  })
})
