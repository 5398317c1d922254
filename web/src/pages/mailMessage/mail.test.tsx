import { type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MailMessage } from '@/features/messages/types'
import { useUnreadStore } from '@/features/messages/unread'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import MessageCentreScreen from '@/pages/mailMessage/mailMessage'
import MailListScreen from '@/pages/mailMessage/mailMessageList'
import { click } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { advance, render, type Rendered } from '@/test/render'

const api = vi.hoisted(() => ({
  calls: [] as Array<{ url: string; data: unknown }>,
  list: [] as MailMessage[],
}))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data?: Record<string, unknown>) => {
    api.calls.push({ url, data })
    if (url === '/mailMessage/getList') {
      const unread = api.list.filter((m) => m.is_read === 0).length
      const limit = Number(data?.limit ?? 10)
      return Promise.resolve({ list: api.list.slice(0, limit), count: api.list.length, page: 1, limit, unread })
    }
    if (url === '/mailMessage/read') {
      api.list = api.list.map((m) => (data?.id === undefined || m.id === data.id ? { ...m, is_read: 1 } : m))
      return Promise.resolve('Marked as read')
    }
    return Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return { ...original, get: vi.fn(answer), post: vi.fn(answer) }
})

const message = (id: number, is_read: 0 | 1): MailMessage => ({
  id,
  title: `Message ${id}`,
  abstract: `Summary ${id}`,
  content: `<p>Full text ${id}</p>`,
  avatar: '',
  create_time: '2026-01-01 08:00:00',
  create_time_ts: 1767225600000,
  is_read,
})

let view: Rendered | undefined

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  api.calls = []
  api.list = [message(3, 0), message(2, 0), message(1, 1)]
  useSession.setState({ token: 'tok' })
  useUnreadStore.setState({ count: 0 })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  useSession.setState({ token: '' })
  vi.useRealTimers()
})

async function show(node: ReactNode, path: string) {
  const app = withProviders(node, { path })
  view = await render(app.element)
  await advance(0)
  return app
}

describe('message list', () => {
  it('opens a message, marks it read and lowers the unread count', async () => {
    await show(<MailListScreen />, '/pages/mailMessage/mailMessageList')
    expect(useUnreadStore.getState().count).toBe(2)
    expect(document.querySelectorAll('.mail-row.unread')).toHaveLength(2)

    await click(document.querySelector('.mail-row .mail-row-head'))
    expect(document.body.textContent).toContain('Full text 3')
    expect(api.calls).toContainEqual({ url: '/mailMessage/read', data: { id: 3 } })
    expect(useUnreadStore.getState().count).toBe(1)
    expect(document.querySelectorAll('.mail-row.unread')).toHaveLength(1)
  })

  it('does not mark an already read message again', async () => {
    await show(<MailListScreen />, '/pages/mailMessage/mailMessageList')
    await click(document.querySelectorAll('.mail-row .mail-row-head')[2])
    expect(document.body.textContent).toContain('Full text 1')
    expect(api.calls.filter((c) => c.url === '/mailMessage/read')).toEqual([])
  })

  it('marks all read with the nav action', async () => {
    await show(<MailListScreen />, '/pages/mailMessage/mailMessageList')
    await click([...document.querySelectorAll('button')].find((b) => b.textContent === '全部已读'))
    expect(api.calls).toContainEqual({ url: '/mailMessage/read', data: {} })
    expect(toast.success).toHaveBeenCalledWith('Marked as read')
    expect(useUnreadStore.getState().count).toBe(0)
    expect(document.querySelectorAll('.mail-row.unread')).toHaveLength(0)
  })

  it('shows an empty state when there are no messages', async () => {
    api.list = []
    await show(<MailListScreen />, '/pages/mailMessage/mailMessageList')
    expect(document.body.textContent).toContain('暂无消息')
  })
})

describe('message centre', () => {
  it('shows the unread count on my messages and links both entries', async () => {
    const app = await show(<MessageCentreScreen />, '/pages/mailMessage/mailMessage')
    expect(document.body.textContent).toContain('2 条未读')
    await click([...document.querySelectorAll('.adm-list-item')].find((el) => el.textContent?.includes('公告')))
    expect(app.router.state.location.pathname).toBe('/pages/gg/ggList')
  })

  it('shows no count to guests', async () => {
    useSession.setState({ token: '' })
    await show(<MessageCentreScreen />, '/pages/mailMessage/mailMessage')
    expect(document.body.textContent).not.toContain('未读')
    expect(api.calls).toEqual([])
  })
})
