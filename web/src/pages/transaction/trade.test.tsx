import Dialog from 'antd-mobile/es/components/dialog'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyDepth } from '@/features/market/live'
import { t } from '@/lib/i18n'
import { request } from '@/lib/request'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { click, type } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { testQuotation } from '@/test/quotes'
import { advance, render, type Rendered } from '@/test/render'
import CurrencyTradeScreen from './currency'
import CurrencyOrderScreen from './currency_order'
import TradeScreen from './index'

const api = vi.hoisted(() => ({
  calls: [] as Array<{ url: string; data: unknown; key?: string }>,
  orders: [] as unknown[],
}))

vi.mock('@/features/market/components/KlineChart', () => ({ default: () => <div className="chart-stub" /> }))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const wallet = (balance: unknown[]) => ({ balance, totle: '0', usdt_totle: '0', CNY: '0' })
  const answer = (url: string, data?: Record<string, unknown>) => {
    api.calls.push({ url, data })
    if (url === '/currency/quotation_new') return Promise.resolve(testQuotation())
    if (url === '/wallet/list') {
      return Promise.resolve({
        change_wallet: wallet([
          { id: 1, currency: 1, currency_name: 'BTC', change_balance: '1.00000000', lock_change_balance: '0.00000000' },
          {
            id: 2,
            currency: 3,
            currency_name: 'USDT',
            change_balance: '10000.00000000',
            lock_change_balance: '0.00000000',
          },
        ]),
        legal_wallet: wallet([]),
        lever_wallet: wallet([]),
        micro_wallet: wallet([]),
        ExRate: '7.2',
      })
    }
    if (url === '/coin/list') return Promise.resolve(api.orders)
    if (url === '/coin/cancel') return Promise.resolve('Cancelled')
    return Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return {
    ...original,
    get: vi.fn(answer),
    post: vi.fn(answer),
    postOnce: vi.fn((url: string, data: Record<string, unknown>, key: string) => {
      api.calls.push({ url, data, key })
      return Promise.resolve('Order placed')
    }),
    request: vi.fn(() =>
      Promise.resolve({
        code: 1,
        msg: 'ok',
        data: [{ time: 60_000, open: '1', high: '2', low: '1', close: '2', volume: '3' }],
      }),
    ),
  }
})

const openOrder = {
  id: 41,
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  type: 1,
  order_type: 1,
  target_price: '47000.00',
  amount: '0.00100000',
  trade_amount: '0.00000000',
  avg_price: '0.00',
  fee: '0.00000000',
  status: 1,
  created_at: '2026-01-02 10:00:00',
}

let view: Rendered | undefined

/** Waits until the order's confirmation was asked (its code is fetched the first time) and its answer handled. */
async function confirmAsked(): Promise<void> {
  await act(() => vi.waitFor(() => expect(Dialog.confirm).toHaveBeenCalled()))
  await advance(0)
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  vi.spyOn(Dialog, 'confirm').mockResolvedValue(true)
  api.calls = []
  api.orders = []
  useSession.setState({ token: 'tok' })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
  vi.useRealTimers()
})

async function show(path = '/pages/transaction/currency?currency_id=1&legal_id=3', node = <CurrencyTradeScreen />) {
  const app = withProviders(node, { path })
  view = await render(app.element)
  for (let i = 0; i < 4; i += 1) await advance(20)
  return app
}

/** Opens the pair sheet, whose code is fetched the first time it opens. */
async function openPairPicker() {
  await click(document.querySelector('.pair-switch'))
  await act(async () => {
    await import('@/features/market/components/PairPicker')
  })
  await advance(0)
}

const button = (label: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)
const value = (name: string) => (document.querySelector(`input[name="${name}"]`) as HTMLInputElement | null)?.value
const text = () => document.body.textContent ?? ''

describe('spot trade screen', () => {
  it('shows the pair with its last price and 24 h change, and the available quote balance', async () => {
    await show()
    expect(document.querySelector('.pair-switch')?.textContent).toBe('BTC/USDT')
    expect(document.querySelector('.pair-price')?.textContent).toBe('95,000.00')
    expect(document.querySelector('.pair-change')?.textContent).toBe('+1.20%')
    await act(() => vi.waitFor(() => expect(document.querySelector('.chart-stub')).not.toBeNull()))
    expect(text()).toContain('10,000.00000000 USDT')
    expect(value('price')).toBe('95000.00')
  })

  it("fills half of the quote balance at the limit price in the pair's lots and places the limit buy with an idempotency key", async () => {
    await show()
    await click(button('50%'))
    expect(value('amount')).toBe('0.052631')
    expect(document.querySelector('.trade-total')?.textContent).toBe('4999.94500000 USDT')
    await click(button(t('trade.buy_asset', { asset: 'BTC' })))
    await confirmAsked()
    expect(Dialog.confirm).toHaveBeenCalledOnce()
    const placed = api.calls.find((c) => c.url === '/coin/trade')
    expect(placed?.data).toEqual({ currency_id: 1, legal_id: 3, type: 1, amount: '0.052631', target_price: '95000.00' })
    expect(placed?.key).toMatch(/^[0-9a-f]{32}$/)
    expect(toast.success).toHaveBeenCalledWith('Order placed')
    expect(value('amount')).toBe('')
  })

  it('places a market buy of a quote amount with an empty price and shows the estimate', async () => {
    await show()
    await click(button(t('trade.market')))
    expect(document.querySelector('input[name="price"]')).toBeNull()
    await type('amount', '100')
    expect(document.querySelector('.trade-total')?.textContent).toBe('≈ 0.001052 BTC')
    await click(button(t('trade.buy_asset', { asset: 'BTC' })))
    await confirmAsked()
    expect(api.calls.find((c) => c.url === '/coin/trade')?.data).toEqual({
      currency_id: 1,
      legal_id: 3,
      type: 1,
      amount: '100',
      target_price: '',
    })
  })

  it('sells from the base balance and refuses more than it holds', async () => {
    await show()
    await click(button(t('trade.sell')))
    expect(text()).toContain('1.00000000 BTC')
    await type('amount', '1.5')
    expect(text()).toContain(t('trade.over_balance'))
    expect(button(t('trade.sell_asset', { asset: 'BTC' }))?.hasAttribute('disabled')).toBe(true)
    await click(button('100%'))
    expect(value('amount')).toBe('1')
  })

  it("tells the pair's minimum and keeps the button off below it", async () => {
    await show()
    await type('amount', '0.00001')
    expect(text()).toContain(t('trade.below_minimum', { amount: '5.00000000', unit: 'USDT' }))
    expect(button(t('trade.buy_asset', { asset: 'BTC' }))?.hasAttribute('disabled')).toBe(true)
    await type('amount', '0.0000001')
    expect(button(t('trade.buy_asset', { asset: 'BTC' }))?.hasAttribute('disabled')).toBe(true)
  })

  it('sends nothing when the confirmation is dismissed', async () => {
    vi.mocked(Dialog.confirm).mockResolvedValue(false)
    await show()
    await type('amount', '0.01')
    await click(button(t('trade.buy_asset', { asset: 'BTC' })))
    await confirmAsked()
    expect(api.calls.some((c) => c.url === '/coin/trade')).toBe(false)
  })

  it('draws the order book from the depth snapshot and copies a tapped price into the form', async () => {
    const app = await show()
    await act(async () =>
      applyDepth(app.client, 'BTC/USDT', {
        symbol: 'BTC/USDT',
        bids: [['94990.00', '0.5']],
        asks: [['95010.00', '0.25']],
      }),
    )
    await advance(0)
    const prices = [...document.querySelectorAll('.book-row .book-price')].map((el) => el.textContent)
    expect(prices).toEqual(['95,010.00', '94,990.00'])
    await click(document.querySelector('.book-row.bid'))
    expect(value('price')).toBe('94990.00')
  })

  it('lists the open orders of the pair and cancels one', async () => {
    api.orders = [openOrder]
    await show()
    expect(api.calls).toContainEqual({
      url: '/coin/list',
      data: { currency_id: 1, legal_id: 3, status: 1, page: 1, limit: 20 },
    })
    const row = document.querySelector('.open-orders .order-row')
    expect(row?.textContent).toContain('47,000.00')
    await click(
      [...(row?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes(t('trade.cancel_order'))),
    )
    expect(api.calls).toContainEqual({ url: '/coin/cancel', data: { id: 41 } })
    expect(toast.success).toHaveBeenCalledWith('Cancelled')
  })

  it('asks a guest to log in instead of showing the order button', async () => {
    useSession.setState({ token: '' })
    const app = await show()
    expect(text()).not.toContain(t('trade.open_orders'))
    await click(button(t('trade.login_to_trade')))
    expect(app.router.state.location.pathname).toBe('/pages/common/login')
  })

  it('folds the K-line on the Trade tab until the user opens it, and remembers the choice', async () => {
    localStorage.removeItem('mercato.tradeChartOpen')
    const chartRequests = vi.mocked(request).mock.calls.length
    await show('/pages/transaction/index', <TradeScreen />)
    expect(document.querySelector('.kline-toggle')?.getAttribute('aria-expanded')).toBe('false')
    expect(document.querySelector('.kline-card')).toBeNull()
    expect(vi.mocked(request).mock.calls.length).toBe(chartRequests)

    await click(button(t('trade.chart_show')))
    await act(() => vi.waitFor(() => expect(document.querySelector('.chart-stub')).not.toBeNull()))
    expect(document.querySelector('.kline-toggle')?.getAttribute('aria-expanded')).toBe('true')
    expect(localStorage.getItem('mercato.tradeChartOpen')).toBe('true')

    view?.unmount()
    await show('/pages/transaction/index', <TradeScreen />)
    expect(document.querySelector('.kline-card')).not.toBeNull()
    await click(button(t('trade.chart_hide')))
    expect(document.querySelector('.kline-card')).toBeNull()
    expect(localStorage.getItem('mercato.tradeChartOpen')).toBe('false')
  })

  it('opens BTC/USDT on the Trade tab and switches pair from the sheet', async () => {
    const app = await show('/pages/transaction/index', <TradeScreen />)
    expect(document.querySelector('.pair-switch')?.textContent).toBe('BTC/USDT')
    await openPairPicker()
    const eth = [...document.querySelectorAll('.pair-picker .quote-row')].find((el) => el.textContent?.includes('ETH'))
    expect([...document.querySelectorAll('.pair-picker .quote-row strong')].map((el) => el.textContent)).toEqual([
      'BTC',
      'ETH',
    ])
    await click(eth)
    expect(app.router.state.location.pathname).toBe('/pages/transaction/index')
    expect(app.router.state.location.search).toBe('?currency_id=2&legal_id=3')
  })
})

describe('spot orders screen', () => {
  it("asks for open orders and finished ones and shows each row's fields", async () => {
    api.orders = [
      {
        ...openOrder,
        id: 42,
        status: 2,
        order_type: 2,
        amount: '100.00000000',
        trade_amount: '0.00105000',
        avg_price: '95010.00',
        fee: '0.00000105',
      },
    ]
    await show('/pages/transaction/currency_order?tab=history', <CurrencyOrderScreen />)
    expect(api.calls).toContainEqual({ url: '/coin/list', data: { history: 1, page: 1, limit: 10 } })
    expect(api.calls).toContainEqual({ url: '/coin/list', data: { status: 1, page: 1, limit: 10 } })
    const row = document.querySelector('.order-row')?.textContent ?? ''
    for (const part of [
      t('trade.buy'),
      'BTC/USDT',
      t('trade.market'),
      '100.00000000 USDT',
      '0.00105000 BTC',
      '95,010.00',
      '0.00000105',
      t('trade.status_2'),
    ]) {
      expect(row).toContain(part)
    }
    expect(document.querySelector('.order-row button')).toBeNull()
  })
})
