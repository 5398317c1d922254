import { Dialog } from 'antd-mobile'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isTabPath, tabPathOf } from '@/app/TabBar'
import { testTx } from '@/features/lever/fixtures'
import leverHelp from '@/features/lever/help/locales/zh.json'
import type { QuoteGroup } from '@/features/market/types'
import { t } from '@/lib/i18n'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { click, type } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { testQuotation } from '@/test/quotes'
import { advance, render, type Rendered } from '@/test/render'
import ContractScreen from './contract'
import ContractOrderScreen from './contract_order'

const api = vi.hoisted(() => ({
  calls: [] as Array<{ url: string; data: unknown; key?: string }>,
  positions: [] as unknown[],
  entrusts: [] as unknown[],
  history: [] as unknown[],
  /** The risk rate `/lever/my_trade` answers, in percent. */
  historyRate: '0',
}))

const socket = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>()
  return {
    handlers,
    emit: (event: string, payload: unknown) => handlers.get(event)?.forEach((h) => h(payload)),
    onSocketEvent: (event: string, handler: (payload: unknown) => void) => {
      if (!handlers.has(event)) handlers.set(event, new Set())
      handlers.get(event)?.add(handler)
      return () => {
        handlers.get(event)?.delete(handler)
      }
    },
  }
})

vi.mock('@/lib/socket', () => ({
  onSocketEvent: socket.onSocketEvent,
  subscribeTopics: () => () => undefined,
  isInUserRoom: () => true,
}))

vi.mock('@/features/market/components/KlineChart', () => ({ default: () => <div className="chart-stub" /> }))

/** BTC with contract terms: 0.01 BTC a lot, 0.1 % fee, 0.05 % a day overnight; ETH without contracts. */
function leverQuotation(): QuoteGroup[] {
  const groups = testQuotation()
  groups[0].quotation = groups[0].quotation.map((q) =>
    q.currency_id === 2
      ? { ...q, open_lever: 0 }
      : {
          ...q,
          lever_share_num: '0.01',
          lever_trade_fee: '0.1',
          lever_min_share: 1,
          lever_max_share: 100,
          overnight: '0.05',
        },
  )
  return groups
}

const pager = (rows: unknown[]) => ({ current_page: 1, data: rows, last_page: 1, per_page: 20, total: rows.length })

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data?: Record<string, unknown>) => {
    api.calls.push({ url, data })
    if (url === '/currency/quotation_new') return Promise.resolve(leverQuotation())
    if (url === '/lever/deal') {
      return Promise.resolve({
        lever_transaction: { in: [], out: [] },
        my_transaction: [],
        lever_share_limit: { min: 1, max: 100 },
        multiple: {
          muit: [{ value: 5 }, { value: 10 }, { value: 20 }],
          share: [{ value: 1 }, { value: 5 }, { value: 10 }],
        },
        last_price: '95000.00',
        user_lever: '1000.00000000',
        all_levers: '1000.00000000',
        ustd_price: '1',
        ExRAte: '7.2',
      })
    }
    if (url === '/lever/dealall') {
      const rows = data?.status === 0 ? api.entrusts : api.positions
      return Promise.resolve({
        balance: '1000.00000000',
        hazard_rate: '500000000',
        hazard_rate_pct: '500.00',
        caution_money_total: '190.00000000',
        origin_caution_money_total: '190.00000000',
        profits_total: '0.00000000',
        caution_money: '190.00000000',
        origin_caution_money: '190.00000000',
        profits: '0.00000000',
        order: pager(rows),
      })
    }
    if (url === '/lever/my_trade') {
      return Promise.resolve({
        rate_profits_total: {
          hazard_rate: api.historyRate === '0' ? '0' : `${Number(api.historyRate) * 1_000_000}`,
          hazard_rate_pct: api.historyRate,
          profits_total: '-12.50000000',
        },
        message: pager(api.history),
      })
    }
    if (url === '/lever/close') return Promise.resolve('Closed')
    if (url === '/lever/batch_close') return Promise.resolve('1 position closed')
    if (url === '/lever/setstop') return Promise.resolve('Saved')
    return Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return {
    ...original,
    get: vi.fn(answer),
    post: vi.fn(answer),
    postOnce: vi.fn((url: string, data: Record<string, unknown>, key: string) => {
      api.calls.push({ url, data, key })
      return Promise.resolve('Position opened')
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

let view: Rendered | undefined

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  vi.spyOn(Dialog, 'confirm').mockResolvedValue(true)
  api.calls = []
  api.positions = []
  api.entrusts = []
  api.history = []
  api.historyRate = '0'
  useSession.setState({ token: 'tok' })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  socket.handlers.clear()
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
  vi.useRealTimers()
})

async function show(path = '/pages/transaction/contract', node = <ContractScreen />) {
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

const button = (label: string, root: ParentNode = document) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)
const text = () => document.body.textContent ?? ''
const calls = (url: string) => api.calls.filter((c) => c.url === url)

describe('contract screen', () => {
  it('opens BTC/USDT with the leverage buttons and lot presets of /lever/deal and the available lever balance', async () => {
    await show()
    expect(document.querySelector('.pair-switch')?.textContent).toBe('BTC/USDT')
    expect(calls('/lever/deal')[0].data).toEqual({ currency_id: 1, legal_id: 3 })
    expect(button('5x')).toBeDefined()
    expect(button('20x')).toBeDefined()
    expect(button('10')).toBeDefined()
    expect(document.querySelector('.lever-available')?.textContent).toBe('1,000.00000000 USDT')
    await act(() => vi.waitFor(() => expect(document.querySelector('.chart-stub')).not.toBeNull()))
  })

  it('previews 237.5 USDT of margin and 4.75 of fee for 5 lots at 20x, and opens the market long with "999" and a key', async () => {
    await show()
    await click(button('5'))
    await click(button('20x'))
    // 95000 × 5 × 0.01 = 4750; margin 4750 / 20 = 237.5; fee 4750 × 0.1 % = 4.75
    expect(document.querySelector('.lever-margin')?.textContent).toBe('237.50000000 USDT')
    expect(document.querySelector('.lever-fee')?.textContent).toBe('4.75000000 USDT')
    expect(document.querySelector('.lever-total')?.textContent).toBe('242.25000000 USDT')
    await click(button(t('lever.open_long')))
    expect(Dialog.confirm).toHaveBeenCalledOnce()
    const placed = calls('/lever/submit')[0]
    expect(placed.data).toEqual({
      currency_id: 1,
      legal_id: 3,
      type: 1,
      share: 5,
      multiple: 20,
      status: 1,
      target_price: '999',
    })
    expect(placed.key).toMatch(/^[0-9a-f]{32}$/)
    expect(toast.success).toHaveBeenCalledWith('Position opened')
    expect((document.querySelector('input[name="lots"]') as HTMLInputElement).value).toBe('')
  })

  it('places a limit short with take-profit and stop-loss, after refusing a take-profit above the entry', async () => {
    await show()
    await click(button(t('lever.short')))
    await click(button(t('trade.limit')))
    await type('price', '96000')
    await type('lots', '2')
    await click(document.querySelector('input[name="stops"]'))
    await type('take_profit', '97000')
    expect(text()).toContain(t('lever.problem_tp_short'))
    expect(button(t('lever.open_short'))?.hasAttribute('disabled')).toBe(true)
    await type('take_profit', '90000')
    await type('stop_loss', '99000')
    await click(button(t('lever.open_short')))
    expect(calls('/lever/submit')[0].data).toEqual({
      currency_id: 1,
      legal_id: 3,
      type: 2,
      share: 2,
      multiple: 5,
      status: 0,
      target_price: '96000',
      target_profit_price: '90000',
      stop_loss_price: '99000',
    })
  })

  it('keeps the order button off when margin and fee exceed the lever balance, and sends nothing when the confirmation is dismissed', async () => {
    await show()
    await type('lots', '100')
    // 95000 × 100 × 0.01 / 5 = 19000 > 1000
    expect(text()).toContain(t('lever.problem_balance'))
    expect(button(t('lever.open_long'))?.hasAttribute('disabled')).toBe(true)
    vi.mocked(Dialog.confirm).mockResolvedValue(false)
    await type('lots', '1')
    await click(button(t('lever.open_long')))
    expect(calls('/lever/submit')).toEqual([])
  })

  it('shows the positions with the risk rate and recomputes their profit from each daymarket price', async () => {
    api.positions = [testTx()]
    await show()
    expect(calls('/lever/dealall').map((c) => c.data)).toEqual(
      expect.arrayContaining([
        { currency_id: 1, legal_id: 3, status: 1, page: 1, limit: 20 },
        { currency_id: 1, legal_id: 3, status: 0, page: 1, limit: 20 },
      ]),
    )
    expect(document.querySelector('.lever-risk')?.textContent).toBe('500.00%')
    const row = () => document.querySelector('.lever-positions .lever-row')
    expect(row()?.querySelector('.lever-pnl strong')?.textContent).toBe('0.00 USDT')
    await act(async () =>
      socket.emit('daymarket', { type: 'daymarket', currency_id: 1, legal_id: 3, now_price: '96000.00' }),
    )
    await advance(0)
    // (96000 − 95000) × 0.02 BTC = +20
    expect(row()?.querySelector('.lever-pnl strong')?.textContent).toBe('+20.00000000 USDT')
    expect(row()?.querySelector('.lever-pnl strong')?.className).toContain('up')
    expect(document.querySelector('.lever-total-pnl')?.textContent).toBe('+20.00000000 USDT')
  })

  it('explains the risk rate beside it: equity over margin, the 50 % liquidation line the positions opened with, and what 500 % means', async () => {
    api.positions = [testTx()]
    await show()
    const help = document.querySelector('.lever-positions .lever-risk-label .lever-risk-help')
    expect(help?.getAttribute('aria-label')).toBe(leverHelp.open)
    await click(help)
    const explained = document.querySelector('.lever-risk-help-text')?.textContent ?? ''
    expect(explained).toContain(leverHelp.what)
    expect(explained).toContain(leverHelp.line_positions.replace('{{rate}}', '50%'))
    expect(explained).toContain(leverHelp.now.replace('{{rate}}', '500.00%').replace('{{times}}', '5.00'))
    expect(calls('/rules')).toEqual([])
    // Opened outside the one-line label it belongs to, so that its sentences wrap.
    expect(document.querySelector('.lever-summary .lever-risk-help-text')).toBeNull()
  })

  it('closes one position after a confirmation, and closes the longs of the pair in one batch', async () => {
    api.positions = [testTx()]
    await show()
    const row = document.querySelector('.lever-positions .lever-row') as HTMLElement
    await click(button(t('lever.close'), row))
    expect(calls('/lever/close')[0].data).toEqual({ id: 7 })
    expect(toast.success).toHaveBeenCalledWith('Closed')
    await click(button(t('lever.close_longs')))
    expect(calls('/lever/batch_close')[0].data).toEqual({ type: 1, currency_id: 1, legal_id: 3 })
    expect(button(t('lever.close_shorts'))?.hasAttribute('disabled')).toBe(true)
  })

  it('sets a take-profit on a long and clears its stop-loss with "0"', async () => {
    api.positions = [testTx({ stop_loss_price: '90000.00' })]
    await show()
    await click(button(t('lever.tp_sl'), document.querySelector('.lever-positions .lever-row') as HTMLElement))
    expect((document.querySelector('input[name="stop_stop_loss"]') as HTMLInputElement).value).toBe('90000.00')
    await type('stop_take_profit', '94000')
    expect(text()).toContain(t('lever.problem_tp_long_mark'))
    await type('stop_take_profit', '99000')
    await type('stop_stop_loss', '')
    await click(button(t('lever.save')))
    expect(calls('/lever/setstop')[0].data).toEqual({ id: 7, target_profit_price: '99000', stop_loss_price: '0' })
  })

  it('lists pending limit orders and cancels one', async () => {
    api.entrusts = [testTx({ id: 12, status: 0, price: '90000.00' })]
    await show()
    const row = document.querySelector('.lever-entrusts .lever-row') as HTMLElement
    expect(row.textContent).toContain('90,000.00')
    await click(button(t('trade.cancel_order'), row))
    expect(calls('/lever/close')[0].data).toEqual({ id: 12 })
  })

  it('switches between crypto and stock instruments that are open for contracts', async () => {
    const app = await show()
    await openPairPicker()
    const names = [...document.querySelectorAll('.pair-picker .quote-row strong')].map((el) => el.textContent)
    expect(names).toEqual(['BTC', 'AAPL'])
    await click(
      [...document.querySelectorAll('.pair-picker .quote-row')].find((el) => el.textContent?.includes('AAPL')),
    )
    expect(app.router.state.location.search).toBe('?currency_id=20&legal_id=3')
  })

  it('links to options and coins from the trade area switch', async () => {
    const app = await show()
    const links = [...document.querySelectorAll('.trade-tabs a')]
    expect(links.map((a) => a.textContent)).toEqual([
      t('trade_area.options'),
      t('trade_area.contract'),
      t('trade_area.coins'),
    ])
    expect(document.querySelector('.trade-tabs a.active')?.textContent).toBe(t('trade_area.contract'))
    await click(links[0])
    expect(app.router.state.location.pathname).toBe('/pages/transaction/index2')
  })

  it('sits under the Trade tab of the tab bar together with options and coins', () => {
    expect(tabPathOf('/pages/transaction/contract')).toBe('/pages/transaction/index')
    expect(tabPathOf('/pages/transaction/index2')).toBe('/pages/transaction/index')
    expect(isTabPath('/pages/transaction/contract')).toBe(true)
    expect(isTabPath('/pages/transaction/contract_order')).toBe(false)
  })

  it('asks a guest to log in and shows no positions', async () => {
    useSession.setState({ token: '' })
    await show()
    expect(calls('/lever/deal')).toEqual([])
    expect(document.querySelector('.lever-positions')).toBeNull()
    expect(button(t('trade.login_to_trade'))).toBeDefined()
  })
})

describe('contract history screen', () => {
  it('reads the rows from message.message.data and shows why and at what price each closed', async () => {
    api.history = [
      testTx({
        id: 21,
        status: 3,
        close_price: '93100.00',
        close_reason: 3,
        close_price_ts: 1767319200000,
        price_source: 'index',
        profits: '-38.00000000',
        fact_profits: '-39.90000000',
        complete_time: '2026-01-02 10:00:00',
      }),
    ]
    await show('/pages/transaction/contract_order?tab=closed', <ContractOrderScreen />)
    expect(calls('/lever/my_trade')[0].data).toEqual({ page: 1, status: 3, limit: 10 })
    const row = document.querySelector('.lever-row')
    const evidence = row?.querySelector('.evidence')?.textContent ?? ''
    for (const part of [t('lever.reason_stop_loss'), '93,100.00', '2026-01-02 10:00:00', t('quotes.source_index')]) {
      expect(evidence).toContain(part)
    }
    expect(row?.querySelector('.lever-pnl strong')?.textContent).toBe('-39.90000000 USDT')
    expect(row?.querySelector('.lever-pnl strong')?.className).toContain('down')
    expect(text()).toContain('-12.50000000')
  })

  it('explains the risk rate of the account beside the totals, with the liquidation rate of every open position', async () => {
    api.history = [testTx({ id: 21 }), testTx({ id: 22, symbol: 'ETH/USDT', currency: 2 })]
    api.historyRate = '2633.87'
    await show('/pages/transaction/contract_order?tab=holding', <ContractOrderScreen />)
    expect(document.querySelector('.lever-totals .lever-risk')?.textContent).toBe('2,633.87%')
    await click(document.querySelector('.lever-totals .lever-risk-help'))
    const explained = document.querySelector('.lever-risk-help-text')?.textContent ?? ''
    expect(explained).toContain(leverHelp.what)
    expect(explained).toContain(leverHelp.line_positions.replace('{{rate}}', '50%'))
    expect(explained).toContain(leverHelp.now.replace('{{rate}}', '2,633.87%').replace('{{times}}', '26.33'))
  })

  it('asks each tab with its status: holding 1, closed 3, entrusts 0, all -1', async () => {
    for (const [tab, status] of [
      ['holding', 1],
      ['entrusts', 0],
      ['all', -1],
    ] as const) {
      api.calls = []
      await show(`/pages/transaction/contract_order?tab=${tab}`, <ContractOrderScreen />)
      expect(calls('/lever/my_trade')[0].data).toEqual({ page: 1, status, limit: 10 })
      view?.unmount()
      view = undefined
    }
  })
})
