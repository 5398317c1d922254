import { describe, expect, it } from 'vitest'
import type { ListPage } from '@/lib/types'
import { nextPageParam } from './usePagedList'

function page(rows: number, pageNo: number, count: number, limit = 10): ListPage<number> {
  return { list: Array.from({ length: rows }, (_, i) => i), count, page: pageNo, limit }
}

describe('list paging', () => {
  it('asks for the next page after a full page while rows remain', () => {
    const first = page(10, 1, 25)
    expect(nextPageParam(first, [first], 1, 10)).toBe(2)
  })

  it('stops when a page comes back short', () => {
    const pages = [page(10, 1, 25), page(10, 2, 25), page(5, 3, 25)]
    expect(nextPageParam(pages[2], pages, 3, 10)).toBeUndefined()
  })

  it('stops when a page comes back empty', () => {
    const pages = [page(10, 1, 10), page(0, 2, 10)]
    expect(nextPageParam(pages[1], pages, 2, 10)).toBeUndefined()
    const none = page(0, 1, 0)
    expect(nextPageParam(none, [none], 1, 10)).toBeUndefined()
  })

  it('stops after a full page once every counted row is loaded', () => {
    const pages = [page(10, 1, 20), page(10, 2, 20)]
    expect(nextPageParam(pages[1], pages, 2, 10)).toBeUndefined()
  })

  it('keeps going on full pages when the count is missing or zero', () => {
    const first = { ...page(10, 1, 0) }
    expect(nextPageParam(first, [first], 1, 10)).toBe(2)
    const odd = { list: [1, 2, 3], page: 1, limit: 3 } as unknown as ListPage<number>
    expect(nextPageParam(odd, [odd], 1, 3)).toBe(2)
  })

  it('counts from the page it asked for, not from what the server echoes', () => {
    const echoed = page(10, 1, 100)
    expect(nextPageParam(echoed, [echoed, echoed, echoed], 3, 10)).toBe(4)
  })

  it('treats a page without a list as empty', () => {
    const broken = { count: 5, page: 1, limit: 10 } as unknown as ListPage<number>
    expect(nextPageParam(broken, [broken], 1, 10)).toBeUndefined()
  })
})
