import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyDaymarket } from '@/features/market/live'
import { t } from '@/lib/i18n'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { click } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { testQuotation } from '@/test/quotes'
import { advance, render, type Rendered } from '@/test/render'
import MarketScreen from './market'
import MarketSearchScreen from './search'

const api = vi.hoisted(() => ({ calls: [] as Array<{ url: string; data: unknown }>, favourites: [] as unknown[] }))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data?: Record<string, unknown>) => {
    api.calls.push({ url, data })
    if (url === '/currency/quotation_new') return Promise.resolve(testQuotation())
    if (url === '/optional/list') return Promise.resolve(api.favourites)
    if (url === '/optional/add') {
      api.favourites = [...api.favourites, { id: 7, currency_id: data?.currency_id }]
      return Promise.resolve({ id: 7 })
    }
    if (url === '/optional/del') return Promise.resolve('Removed')
    return Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return { ...original, get: vi.fn(answer), post: vi.fn(answer) }
})

let view: Rendered | undefined

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  api.calls = []
  api.favourites = []
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
  vi.useRealTimers()
})

async function show(path = '/pages/market/market', node = <MarketScreen />) {
  const app = withProviders(node, { path })
  view = await render(app.element)
  await advance(0)
  await advance(0)
  return app
}

const symbols = () => [...document.querySelectorAll('.quote-row .quote-symbol strong')].map((el) => el.textContent)
const row = (name: string) =>
  [...document.querySelectorAll('.quote-row')].find((el) => el.querySelector('strong')?.textContent === name)

describe('markets screen', () => {
  it('lists crypto pairs with price, change in the up or down colour and volume', async () => {
    await show()
    expect(symbols()).toEqual(['BTC', 'ETH'])
    const btc = row('BTC')
    expect(btc?.querySelector('.quote-price')?.textContent).toBe('95,000.00')
    expect(btc?.querySelector('.quote-change')?.className).toContain('up')
    expect(btc?.querySelector('.quote-change')?.textContent).toBe('+1.20%')
    expect(row('ETH')?.querySelector('.quote-change')?.className).toContain('down')
    expect(btc?.querySelector('.quote-volume')?.textContent).toContain('1.23K')
  })

  it('shows stocks marked simulated on their own tab', async () => {
    await show('/pages/market/market?tab=stock')
    expect(symbols()).toEqual(['AAPL'])
    expect(row('AAPL')?.querySelector('.quote-tag')?.textContent).toBe(t('quotes.simulated'))
    expect(row('BTC')).toBeUndefined()
    expect(document.body.textContent).toContain(t('quotes.stocks_note'))
  })

  it('sorts by price from high to low, then low to high', async () => {
    await show()
    const priceButton = document.querySelectorAll('.sort-button')[0]
    await click(priceButton)
    expect(symbols()).toEqual(['BTC', 'ETH'])
    await click(priceButton)
    expect(symbols()).toEqual(['ETH', 'BTC'])
  })

  it('opens the trade screen of a spot pair', async () => {
    const app = await show()
    await click(row('ETH'))
    expect(app.router.state.location.pathname).toBe('/pages/transaction/currency')
    expect(app.router.state.location.search).toBe('?currency_id=2&legal_id=3')
  })

  it('opens a tapped stock on its contract screen', async () => {
    const app = await show()
    await act(async () => void app.router.navigate('/pages/market/market?tab=stock'))
    await advance(0)
    await click(row('AAPL'))
    expect(app.router.state.location.pathname).toBe('/pages/transaction/contract')
    expect(app.router.state.location.search).toBe('?currency_id=20&legal_id=3')
    expect(toast.show).not.toHaveBeenCalledWith(t('quotes.index_only'))
  })

  it('sends a guest who taps a star to log in', async () => {
    const app = await show()
    await click(row('BTC')?.querySelector('.fav-star'))
    expect(toast.show).toHaveBeenCalledWith(t('guard.login_first'))
    expect(app.router.state.location.pathname).toBe('/pages/common/login')
    expect(api.calls.some((c) => c.url === '/optional/add')).toBe(false)
  })

  it('adds a favourite for a logged-in user, and the favourites tab shows it', async () => {
    useSession.setState({ token: 'tok' })
    api.favourites = [{ id: 1, currency_id: 2 }]
    await show('/pages/market/market?tab=favourites')
    expect(symbols()).toEqual(['ETH'])
    await act(async () => (document.querySelectorAll('[role="tab"]')[1] as HTMLElement).click())
    await advance(0)
    await click(row('BTC')?.querySelector('.fav-star'))
    expect(api.calls).toContainEqual({ url: '/optional/add', data: { currency_id: 1 } })
    expect(toast.success).toHaveBeenCalledWith(t('quotes.favourite_added'))
    await advance(0)
    expect(row('BTC')?.querySelector('.fav-star')?.getAttribute('aria-pressed')).toBe('true')
  })

  it("removes a favourite by its asset id and toasts the server's text", async () => {
    useSession.setState({ token: 'tok' })
    api.favourites = [{ id: 1, currency_id: 2 }]
    await show()
    await click(row('ETH')?.querySelector('.fav-star'))
    expect(api.calls).toContainEqual({ url: '/optional/del', data: { currency_id: 2 } })
    expect(toast.success).toHaveBeenCalledWith('Removed')
  })

  it('flashes a price that a ticker moves', async () => {
    const app = await show()
    await act(async () =>
      applyDaymarket(app.client, { currency_id: 1, legal_id: 3, now_price: '94000.00', change: '-0.10' }),
    )
    await advance(0)
    const btc = row('BTC')
    expect(btc?.querySelector('.quote-price')?.textContent).toBe('94,000.00')
    expect(btc?.querySelector('.quote-price')?.className).toContain('flash-down')
    expect(btc?.querySelector('.quote-change')?.className).toContain('down')
  })
})

describe('quote search', () => {
  it('filters every quote by the typed text', async () => {
    await show('/pages/market/search', <MarketSearchScreen />)
    expect(symbols()).toEqual(['BTC', 'ETH', 'AAPL'])
    const input = document.querySelector('input') as HTMLInputElement
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'eth')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await advance(0)
    expect(symbols()).toEqual(['ETH'])
  })
})
