import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { withProviders } from '@/test/providers'
import { testQuotation } from '@/test/quotes'
import { advance, render, type Rendered } from '@/test/render'
import HomeScreen from './index'

const api = vi.hoisted(() => ({ responses: new Map<string, unknown>() }))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data?: Record<string, unknown>) => {
    const key = url === '/news/list' ? `${url}:${String(data?.c_id)}` : url
    if (!api.responses.has(key)) return Promise.reject(new original.RequestError('not_found', 'not found'))
    return Promise.resolve(api.responses.get(key))
  }
  return { ...original, get: vi.fn(answer), post: vi.fn(answer) }
})

const news = (id: number, c_id: number, extra = {}) => ({
  id,
  c_id,
  title: `Notice ${id}`,
  abstract: '',
  cover: '',
  create_time: '2026-01-01 08:00:00',
  ...extra,
})

let view: Rendered | undefined

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  api.responses.clear()
  api.responses.set('/news/list:4', { list: [1, 2, 3, 4, 5].map((id) => news(id, 4)), count: 9, page: 1, limit: 5 })
  api.responses.set('/news/list:5', {
    list: [news(50, 5, { cover: '/upload/banner.jpg' })],
    count: 1,
    page: 1,
    limit: 10,
  })
  api.responses.set('/menu', [
    { id: 2, title: 'aboutus', icon: 'about', url: '/pages/common/aboutus', open_type: 1, is_financial: 0, sort: 20 },
    { id: 1, title: 'faq', icon: 'faq', url: '/pages/common/faq', open_type: 1, is_financial: 0, sort: 10 },
  ])
  api.responses.set('/news/index_pop', null)
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '', user: null })
  vi.useRealTimers()
})

async function show() {
  const app = withProviders(<HomeScreen />, { path: '/pages/index/index' })
  view = await render(app.element)
  await advance(0)
  return app
}

describe('home screen', () => {
  it('shows banners, the notice ticker, the menu in sort order and the latest three announcements', async () => {
    await show()
    expect(document.querySelector('.banner-image')?.getAttribute('src')).toBe('/upload/banner.jpg')
    expect(document.querySelector('.notice-ticker')?.textContent).toContain('Notice 5')
    expect([...document.querySelectorAll('.menu-grid-label')].map((el) => el.textContent)).toEqual([
      '常见问题',
      '关于我们',
    ])
    expect([...document.querySelectorAll('.home-notices .notice-row-title')].map((el) => el.textContent)).toEqual([
      'Notice 1',
      'Notice 2',
      'Notice 3',
    ])
    expect(document.body.textContent).toContain('欢迎来到')
  })

  it('opens an app route from the menu and the announcement list from the ticker', async () => {
    const app = await show()
    await act(async () => (document.querySelector('.menu-grid-item') as HTMLElement).click())
    expect(app.router.state.location.pathname).toBe('/pages/common/faq')
    await act(async () => void app.router.navigate('/pages/index/index'))
    await advance(0)
    await act(async () => (document.querySelector('.notice-ticker') as HTMLElement).click())
    expect(app.router.state.location.pathname).toBe('/pages/gg/ggList')
  })

  it('keeps the empty announcement state when there are none', async () => {
    api.responses.set('/news/list:4', { list: [], count: 0, page: 1, limit: 5 })
    await show()
    expect(document.querySelector('.notice-ticker')).toBeNull()
    expect(document.body.textContent).toContain('暂无公告')
  })

  it('slides several banners on by themselves every 3 s, back to the first after the last, with a page indicator', async () => {
    api.responses.set('/news/list:5', {
      list: [news(50, 5, { cover: '/upload/a.jpg' }), news(51, 5, { cover: '/upload/b.jpg' })],
      count: 2,
      page: 1,
      limit: 10,
    })
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300)
    const scrolls: number[] = []
    vi.spyOn(Element.prototype, 'scrollTo').mockImplementation(function (this: Element, options?: unknown) {
      const left = (options as ScrollToOptions | undefined)?.left ?? 0
      scrolls.push(left)
      this.scrollLeft = left
    })
    await show()
    expect(document.querySelectorAll('.banner-image')).toHaveLength(2)
    expect(document.querySelectorAll('.banner-indicator .adm-page-indicator-dot')).toHaveLength(2)
    await advance(2999)
    expect(scrolls).toEqual([])
    await advance(1)
    expect(scrolls).toEqual([300])
    await advance(3000)
    expect(scrolls).toEqual([300, 0])
  })

  it('shows the message bell with an unread dot only to a logged-in user', async () => {
    await show()
    expect(document.querySelector('a[href="/pages/mailMessage/mailMessage"]')).toBeNull()
    view?.unmount()
    useSession.setState({ token: 'tok' })
    api.responses.set('/user/info', { id: 1, account: 'a@example.com', nickname: '', real_level: 0 })
    api.responses.set('/mailMessage/getList', { list: [], count: 3, page: 1, limit: 1, unread: 3 })
    await show()
    const bell = document.querySelector('a[href="/pages/mailMessage/mailMessage"]')
    expect(bell).not.toBeNull()
    expect(bell?.querySelector('.adm-badge-dot')).not.toBeNull()
  })

  it('shows the first three pairs as cards and the largest gainers, and opens a spot pair from them', async () => {
    api.responses.set('/currency/quotation_new', testQuotation())
    const app = await show()
    await advance(0)
    expect([...document.querySelectorAll('.quote-card-symbol')].map((el) => el.textContent)).toEqual([
      'BTC/USDT',
      'ETH/USDT',
      'AAPL/USDT',
    ])
    expect([...document.querySelectorAll('.home-quotes .quote-row strong')].map((el) => el.textContent)).toEqual([
      'AAPL',
      'BTC',
      'ETH',
    ])
    await act(async () => (document.querySelector('.quote-card') as HTMLElement).click())
    expect(app.router.state.location.pathname).toBe('/pages/transaction/currency')
    expect(app.router.state.location.search).toBe('?currency_id=1&legal_id=3')
  })

  it('says so when the quotes cannot be loaded, keeping the rest of home', async () => {
    await show()
    expect(document.querySelector('.home-quotes')?.textContent).toContain('行情加载失败')
    expect(document.querySelector('.notice-ticker')).not.toBeNull()
  })
})
