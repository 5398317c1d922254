import { Dialog } from 'antd-mobile'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settledOption, testOption } from '@/features/micro/fixtures'
import { t } from '@/lib/i18n'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { click, type } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { testQuotation } from '@/test/quotes'
import { advance, render, type Rendered } from '@/test/render'
import OptionsScreen from './index2'
import SecondsOrderScreen from './seconds_order'

const START = 1767319200000 // 2026-01-02 10:00:00 at UTC+8

const api = vi.hoisted(() => ({
  calls: [] as Array<{ url: string; data: unknown; key?: string }>,
  open: [] as unknown[],
  history: [] as unknown[],
  result: null as unknown,
  secondsError: null as null | { error: string; message: string },
  inRoom: true,
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
  isInUserRoom: () => api.inRoom,
}))

vi.mock('@/features/market/components/KlineChart', () => ({ default: () => <div className="chart-stub" /> }))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data?: Record<string, unknown>) => {
    api.calls.push({ url, data })
    if (url === '/currency/quotation_new') return Promise.resolve(testQuotation())
    if (url === '/microtrade/seconds') {
      if (api.secondsError)
        return Promise.reject(new original.RequestError(api.secondsError.error, api.secondsError.message))
      return Promise.resolve([
        {
          id: 1,
          seconds: 30,
          profit_ratio: '85.00',
          min_amount: '10.00000000',
          max_amount: '5000.00000000',
          status: 1,
        },
        {
          id: 2,
          seconds: 60,
          profit_ratio: '90.00',
          min_amount: '10.00000000',
          max_amount: '5000.00000000',
          status: 1,
        },
        {
          id: 3,
          seconds: 300,
          profit_ratio: '95.00',
          min_amount: '10.00000000',
          max_amount: '5000.00000000',
          status: 0,
        },
      ])
    }
    if (url === '/microtrade/payable_currencies') {
      return Promise.resolve([
        {
          id: 3,
          name: 'USDT',
          logo: '',
          scale: 8,
          is_legal: 0,
          is_lever: 1,
          is_match: 1,
          is_micro: 1,
          is_transfer: 1,
          micro_numbers: [
            { id: 1, number: '100' },
            { id: 2, number: '500' },
            { id: 3, number: '1000' },
          ],
          insurance_types: [],
          user_wallet: {
            id: 9,
            currency: 3,
            micro_balance: '1000.00000000',
            lock_micro_balance: '0',
            micro_with_insurance: '1000.00000000',
          },
          user_insurance: null,
        },
      ])
    }
    if (url === '/microtrade/lists') {
      const rows = data?.status === 1 ? api.open : api.history
      return Promise.resolve({ current_page: 1, data: rows, last_page: 1, per_page: 5, total: rows.length })
    }
    if (url === '/microtrade/get_result') return Promise.resolve(api.result)
    return Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return {
    ...original,
    get: vi.fn(answer),
    post: vi.fn(answer),
    postOnce: vi.fn((url: string, data: Record<string, unknown>, key: string) => {
      api.calls.push({ url, data, key })
      return Promise.resolve(testOption({ id: 40, seconds: Number(data.seconds), number: String(data.number) }))
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
  vi.setSystemTime(START)
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  vi.spyOn(Dialog, 'confirm').mockResolvedValue(true)
  api.calls = []
  api.open = []
  api.history = []
  api.result = null
  api.secondsError = null
  api.inRoom = true
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

async function show(path = '/pages/transaction/index2', node = <OptionsScreen />) {
  const app = withProviders(node, { path })
  view = await render(app.element)
  for (let i = 0; i < 4; i += 1) await advance(20)
  return app
}

const button = (label: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)
const text = () => document.body.textContent ?? ''
const calls = (url: string) => api.calls.filter((c) => c.url === url)
const cards = () => [...document.querySelectorAll('.duration-card')]

describe('options screen', () => {
  it('offers the open durations with their payout, the stake presets and what can be staked', async () => {
    await show()
    expect(document.querySelector('.pair-switch')?.textContent).toBe('BTC/USDT')
    expect(cards().map((c) => c.textContent)).toEqual([
      t('micro.duration_seconds', { count: 30 }) + t('micro.payout', { ratio: '85' }),
      t('micro.duration_minutes', { count: 1 }) + t('micro.payout', { ratio: '90' }),
    ])
    expect(cards()[0].getAttribute('aria-checked')).toBe('true')
    expect(button('100')).toBeDefined()
    expect(document.querySelector('.option-available')?.textContent).toBe('1,000.00000000 USDT')
  })

  it('buys "up" for 60 s with a 100 USDT preset after a confirmation that shows the 90 USDT profit of a win', async () => {
    await show()
    await click(cards()[1])
    await click(button('100'))
    expect(document.querySelector('.option-profit')?.textContent).toBe('+90.00000000 USDT')
    await click(button(t('micro.buy_up')))
    expect(Dialog.confirm).toHaveBeenCalledOnce()
    const placed = calls('/microtrade/submit')[0]
    expect(placed.data).toEqual({ match_id: 1, currency_id: 3, type: 1, seconds: 60, number: '100' })
    expect(placed.key).toMatch(/^[0-9a-f]{32}$/)
    expect(toast.success).toHaveBeenCalledWith(t('micro.placed'))
  })

  it('refuses a stake under the minimum or over the balance', async () => {
    await show()
    await type('stake', '5')
    expect(text()).toContain(t('micro.below_min', { amount: '10', unit: 'USDT' }))
    expect(button(t('micro.buy_down'))?.hasAttribute('disabled')).toBe(true)
    await type('stake', '1500')
    expect(text()).toContain(t('micro.over_balance'))
  })

  it('groups the stake range, the presets, a limit it refuses and the profit of a win by thousands', async () => {
    await show()
    expect(document.querySelector('.option-range')?.textContent).toBe('10 – 5,000 USDT')
    expect(button('1,000')).toBeDefined()
    await click(button('1,000'))
    expect(document.querySelector('.option-profit')?.textContent).toBe('+850.00000000 USDT')
    await type('stake', '6000')
    expect(text()).toContain(t('micro.above_max', { amount: '5,000', unit: 'USDT' }))
    await type('stake', '2000')
    expect(document.querySelector('.option-profit')?.textContent).toBe('+1,700.00000000 USDT')
  })

  it('says why options are not on offer when /microtrade/seconds answers an error', async () => {
    api.secondsError = { error: 'region_not_supported', message: 'Not in your region' }
    await show()
    expect(text()).toContain(t('micro.region_not_supported'))
    expect(text()).toContain('Not in your region')
    expect(button(t('micro.buy_up'))).toBeUndefined()
  })

  it('counts an open option down from the remaining ms the server gave', async () => {
    api.open = [{ ...testOption(), remain_milli_seconds: 12_000 }]
    await show()
    expect(calls('/microtrade/lists')[0].data).toEqual({ status: 1, page: 1, limit: 20 })
    const countdown = () => document.querySelector('.open-options .option-countdown')?.textContent
    expect(countdown()).toBe('0:12')
    await advance(5000)
    expect(countdown()).toBe('0:07')
    await advance(7000)
    expect(countdown()).toBe(t('micro.settling'))
  })

  it('shows the result of an option_result push with its evidence and the rule, once', async () => {
    api.open = [{ ...testOption(), remain_milli_seconds: 30_000 }]
    await show()
    const won = settledOption('95010.00', 1, '85.00000000')
    api.open = []
    await act(async () => socket.emit('option_result', { type: 'option_result', event: 'settled', data: won }))
    await advance(0)
    const popup = document.querySelector('.option-result')?.textContent ?? ''
    for (const part of [
      t('micro.result_win'),
      '+85.00000000 USDT',
      '95,000.00',
      '2026-01-02 10:00:00',
      '95,010.00',
      '2026-01-02 10:00:30',
      t('quotes.source_index'),
      '85.00%',
      t('micro.comparison_text', { settlement: '95,010.00', relation: '>', entry: '95,000.00' }),
      t('micro.rule'),
    ]) {
      expect(popup).toContain(part)
    }
    expect(document.querySelector('.open-options .option-row')).toBeNull()
    await click(button(t('micro.result_ok')))
    expect(document.querySelector('.option-result')).toBeNull()
    await act(async () => socket.emit('option_result', { type: 'option_result', event: 'settled', data: won }))
    await advance(0)
    expect(document.querySelector('.option-result')).toBeNull()
  })

  it('asks /microtrade/get_result at expiry when pushes cannot arrive, until it has settled, and shows a refund', async () => {
    api.inRoom = false
    api.open = [{ ...testOption(), remain_milli_seconds: 2_000 }]
    api.result = testOption({ status: 2 })
    await show()
    expect(calls('/microtrade/get_result')).toEqual([])
    await advance(2000)
    expect(calls('/microtrade/get_result')[0].data).toEqual({ id: 31 })
    expect(document.querySelector('.option-result')).toBeNull()
    api.open = []
    api.result = settledOption('95000.00', 0, '0')
    await advance(2000)
    await advance(20)
    expect(calls('/microtrade/get_result')).toHaveLength(2)
    const popup = document.querySelector('.option-result')?.textContent ?? ''
    expect(popup).toContain(t('micro.result_refund'))
    expect(popup).toContain('100.00000000 USDT')
    expect(popup).toContain(t('micro.refund_note'))
  })

  it('waits 3 s for the push before asking when pushes can arrive', async () => {
    api.open = [{ ...testOption(), remain_milli_seconds: 1_000 }]
    api.result = settledOption('94990.00', -1, '-100.00000000')
    await show()
    await advance(1000)
    expect(calls('/microtrade/get_result')).toEqual([])
    await advance(3000)
    expect(calls('/microtrade/get_result')).toHaveLength(1)
    await advance(20)
    expect(document.querySelector('.option-result')?.textContent).toContain('-100.00000000 USDT')
  })
})

describe('options history screen', () => {
  it('pages /microtrade/lists five at a time and shows each result with the prices it was settled on', async () => {
    api.history = [settledOption('95010.00', 1, '85.00000000'), testOption({ id: 30, type: 2 })]
    await show('/pages/transaction/seconds_order', <SecondsOrderScreen />)
    expect(calls('/microtrade/lists')[0].data).toEqual({ page: 1, limit: 5 })
    const [won, open] = [...document.querySelectorAll('.option-record')]
    expect(document.querySelector('.options-rule')?.textContent).toContain(t('micro.rule'))
    for (const part of [
      t('micro.up'),
      'BTC/USDT',
      t('micro.result_win'),
      '+85.00000000',
      '95,000.00',
      '95,010.00',
      '2026-01-02 10:00:30',
    ]) {
      expect(won.textContent).toContain(part)
    }
    expect(won.querySelector('.option-result-tag')?.className).toContain('up')
    expect(open.textContent).toContain(t('micro.down'))
    expect(open.textContent).toContain(t('micro.status_open'))
    expect(open.querySelector('.evidence')?.textContent).not.toContain(t('micro.settlement_price'))
  })
})
