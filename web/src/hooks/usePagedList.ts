import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query'
import type { ListPage } from '@/lib/types'

export const PAGE_LIMIT = 10

/**
 * The page to load after `last` (fetched as page `lastPage` with `limit` rows), or undefined when the list is
 * complete: the page came back empty or short, or every counted row is loaded (API contract §4).
 */
export function nextPageParam<T>(
  last: ListPage<T>,
  all: readonly ListPage<T>[],
  lastPage: number,
  limit: number,
): number | undefined {
  const rows = Array.isArray(last.list) ? last.list.length : 0
  if (rows === 0 || rows < limit) return undefined
  const loaded = all.reduce((n, page) => n + (Array.isArray(page.list) ? page.list.length : 0), 0)
  if (Number.isFinite(last.count) && last.count > 0 && loaded >= last.count) return undefined
  return lastPage + 1
}

export interface PagedListOptions<P extends ListPage<unknown>> {
  queryKey: QueryKey
  fetchPage: (page: number, limit: number) => Promise<P>
  limit?: number
  enabled?: boolean
  /** How often to read every loaded page again, given the rows loaded so far; never when absent. */
  refetchInterval?: (items: ItemOf<P>[]) => number | false
}

type ItemOf<P> = P extends ListPage<infer T> ? T : never

function rowsOf<T>(page: ListPage<unknown>): T[] {
  return Array.isArray(page.list) ? (page.list as T[]) : []
}

/** A ListPage endpoint read page by page; `items` holds the rows of every loaded page in order. */
export function usePagedList<T, P extends ListPage<T> = ListPage<T>>({
  queryKey,
  fetchPage,
  limit = PAGE_LIMIT,
  enabled = true,
  refetchInterval,
}: PagedListOptions<P>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam, limit),
    initialPageParam: 1,
    getNextPageParam: (last: P, all: P[], lastPage: number) => nextPageParam<T>(last, all, lastPage, limit),
    enabled,
    refetchInterval: refetchInterval
      ? (query) => refetchInterval((query.state.data?.pages ?? []).flatMap((page) => rowsOf<ItemOf<P>>(page)))
      : undefined,
  })
  const items: T[] = query.data?.pages.flatMap((page) => (Array.isArray(page.list) ? page.list : [])) ?? []
  return { ...query, items }
}
