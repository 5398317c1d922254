import { describe, expect, it } from 'vitest'
import { appRoute, menuAction } from './menu'
import type { MenuEntry } from './types'

const origin = 'https://app.example.com'
const entry = (open_type: 1 | 2 | 3, url: string): MenuEntry => ({
  id: 1,
  title: 'faq',
  icon: 'faq',
  url,
  open_type,
  is_financial: 0,
  sort: 10,
})

describe('menu entries', () => {
  it('open an app route for open_type 1', () => {
    expect(menuAction(entry(1, '/pages/common/faq'), 'FAQ', origin)).toEqual({
      kind: 'route',
      path: '/pages/common/faq',
    })
    expect(menuAction(entry(1, '#/pages/ieo/index'), 'IEO', origin)).toEqual({
      kind: 'route',
      path: '/pages/ieo/index',
    })
    expect(menuAction(entry(1, 'pages/invest/index?tab=2'), 'Invest', origin)).toEqual({
      kind: 'route',
      path: '/pages/invest/index?tab=2',
    })
  })

  it('refuse app routes that leave the app', () => {
    expect(appRoute('//evil.example/x')).toBeNull()
    expect(appRoute('javascript:alert(1)')).toBeNull()
    expect(appRoute('')).toBeNull()
    expect(menuAction(entry(1, 'https://example.org'), 'x', origin)).toEqual({ kind: 'none' })
  })

  it('open the web view with the label as title for open_type 2', () => {
    expect(menuAction(entry(2, 'https://example.org/help'), 'Help', origin)).toEqual({
      kind: 'route',
      path: '/pages/common/webView?url=https%3A%2F%2Fexample.org%2Fhelp&title=Help',
    })
  })

  it('open the browser for open_type 3', () => {
    expect(menuAction(entry(3, 'https://t.me/example'), 'Telegram', origin)).toEqual({
      kind: 'external',
      url: 'https://t.me/example',
    })
  })

  it('do nothing for unsafe addresses or unknown open types', () => {
    expect(menuAction(entry(2, 'javascript:alert(1)'), 'x', origin)).toEqual({ kind: 'none' })
    expect(menuAction(entry(3, 'data:text/html,hi'), 'x', origin)).toEqual({ kind: 'none' })
    expect(menuAction({ ...entry(1, 'https://example.org'), open_type: 9 as never }, 'x', origin)).toEqual({
      kind: 'none',
    })
  })
})
