import type { InfiniteData } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { markReadInPages } from './queries'
import type { MailMessage, MailPage } from './types'

const message = (id: number, is_read: 0 | 1): MailMessage => ({
  id,
  title: `m${id}`,
  abstract: '',
  content: '',
  avatar: '',
  create_time: '',
  create_time_ts: 0,
  is_read,
})

const data: InfiniteData<MailPage> = {
  pageParams: [1, 2],
  pages: [
    { list: [message(3, 0), message(2, 1)], count: 3, page: 1, limit: 2, unread: 2 },
    { list: [message(1, 0)], count: 3, page: 2, limit: 2, unread: 2 },
  ],
}

describe('cached message pages after reading', () => {
  it('mark one message read and take one off the unread count', () => {
    const next = markReadInPages(data, 3)
    expect(next?.pages[0].list.map((m) => m.is_read)).toEqual([1, 1])
    expect(next?.pages[1].list[0].is_read).toBe(0)
    expect(next?.pages.map((p) => p.unread)).toEqual([1, 1])
  })

  it('keep the count when the message was already read', () => {
    expect(markReadInPages(data, 2)?.pages.map((p) => p.unread)).toEqual([2, 2])
  })

  it('mark every message read when no id is given', () => {
    const next = markReadInPages(data)
    expect(next?.pages.flatMap((p) => p.list.map((m) => m.is_read))).toEqual([1, 1, 1])
    expect(next?.pages.map((p) => p.unread)).toEqual([0, 0])
  })

  it('leave an empty cache empty', () => {
    expect(markReadInPages(undefined, 1)).toBeUndefined()
  })
})
