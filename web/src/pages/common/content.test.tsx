import { act, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PopupNotice } from '@/features/content'
import type * as RequestModule from '@/lib/request'
import { toast } from '@/lib/toast'
import ArticleScreen from '@/pages/common/article'
import FaqScreen from '@/pages/common/faq'
import WebViewScreen from '@/pages/common/webView'
import { withProviders } from '@/test/providers'
import { advance, render, type Rendered } from '@/test/render'

const api = vi.hoisted(() => ({ responses: new Map<string, unknown>() }))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string) => {
    if (!api.responses.has(url)) return Promise.reject(new original.RequestError('not_found', 'not found'))
    return Promise.resolve(api.responses.get(url))
  }
  return { ...original, get: vi.fn(answer), post: vi.fn(answer) }
})

let view: Rendered | undefined

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  api.responses.clear()
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  vi.useRealTimers()
})

async function clickButton(text: string) {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === text)
  if (!button) throw new Error(`no button "${text}" in: ${document.body.textContent}`)
  await act(async () => button.click())
}

async function show(node: ReactNode, path: string) {
  const app = withProviders(node, { path })
  view = await render(app.element)
  await advance(0)
  return app
}

describe('web view screen', () => {
  it('refuses a javascript: address with a clear message and no frame', async () => {
    await show(<WebViewScreen />, '/pages/common/webView?url=javascript%3Aalert(1)&title=Evil')
    expect(document.body.textContent).toContain('无法打开此链接')
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('shows an https address in a frame under its title', async () => {
    await show(<WebViewScreen />, '/pages/common/webView?url=https%3A%2F%2Fexample.org%2Fhelp&title=Help')
    const frame = document.querySelector('iframe')
    expect(frame?.getAttribute('src')).toBe('https://example.org/help')
    expect(frame?.getAttribute('title')).toBe('Help')
    expect(document.body.textContent).toContain('example.org')
  })
})

describe('single pages', () => {
  it('show an empty state when the operator wrote none', async () => {
    api.responses.set('/faq', { id: 0, title: '', content: '' })
    await show(<FaqScreen />, '/pages/common/faq')
    expect(document.body.textContent).toContain('暂无内容')
  })

  it('show the page content when there is one', async () => {
    api.responses.set('/faq', {
      id: 3,
      title: 'Questions',
      content: '<p>How do I <b>deposit</b>?</p><script>x()</script>',
    })
    await show(<FaqScreen />, '/pages/common/faq')
    expect(document.querySelector('.article-title')?.textContent).toBe('Questions')
    expect(document.querySelector('.rich-text')?.innerHTML).toBe('<p>How do I <b>deposit</b>?</p>')
  })
})

describe('article screen', () => {
  it('shows the title, time and body of the news row', async () => {
    api.responses.set('/news/detail', {
      id: 8,
      c_id: 4,
      title: 'Maintenance',
      abstract: '',
      content: '<p>Back soon</p>',
      cover: '',
      create_time: '2026-01-02 10:00:00',
    })
    await show(<ArticleScreen />, '/pages/common/article?id=8')
    expect(document.body.textContent).toContain('Maintenance')
    expect(document.body.textContent).toContain('2026-01-02 10:00:00')
    expect(document.body.textContent).toContain('Back soon')
  })

  it('says the article does not exist for a bad id or a not_found answer', async () => {
    await show(<ArticleScreen />, '/pages/common/article?id=abc')
    expect(document.body.textContent).toContain('内容不存在')
    view?.unmount()
    await show(<ArticleScreen />, '/pages/common/article?id=404')
    expect(document.body.textContent).toContain('内容不存在')
  })
})

describe('home pop-up notice', () => {
  const popup = { id: 21, c_id: 4, title: 'New listing', abstract: 'ETH/USDT opens today', cover: '', create_time: '' }

  it('is shown until closed and not again for the same id', async () => {
    api.responses.set('/news/index_pop', popup)
    await show(<PopupNotice />, '/')
    expect(document.body.textContent).toContain('ETH/USDT opens today')
    await clickButton('关闭')
    await advance(0)
    expect(document.body.textContent).not.toContain('ETH/USDT opens today')
    view?.unmount()
    document.body.innerHTML = ''
    await show(<PopupNotice />, '/')
    expect(document.body.textContent).not.toContain('ETH/USDT opens today')
  })

  it('opens the article with its view button', async () => {
    api.responses.set('/news/index_pop', popup)
    const app = await show(<PopupNotice />, '/')
    await clickButton('查看')
    await advance(0)
    expect(app.router.state.location.pathname).toBe('/pages/common/article')
    expect(app.router.state.location.search).toBe('?id=21')
  })

  it('is not shown when there is none', async () => {
    api.responses.set('/news/index_pop', null)
    await show(<PopupNotice />, '/')
    expect(document.querySelector('.popup-notice')).toBeNull()
  })
})
