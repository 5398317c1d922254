import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { DualProduct, LockProduct } from '../lib/types'
import { click, render, type, waitFor } from '../test/render'
import { answer } from '../test/server'
import Earn from './Earn'

/** 2026-03-01 10:00:00 UTC: 12:00 in the platform's zone of these tests, UTC+2. */
const CREATED = Date.UTC(2026, 2, 1, 10, 0, 0)

const lock = (fields: Partial<LockProduct>): LockProduct => ({
  id: 12,
  name: 'Flex 30',
  currency: 3,
  currency_name: 'USDT',
  days: 30,
  min_amount: '100',
  rate_min: '0.5',
  rate_max: '1.2',
  penalty: '2',
  quota: '10000',
  sold: '1000',
  status: 0,
  demo: false,
  created_at: CREATED,
  ...fields,
})

const created = lock({})
const onSale = lock({ id: 13, name: 'Stable 90', days: 90, status: 1, sold: '2500.5', quota: '50000' })
const closed = lock({ id: 11, name: 'Old 7', days: 7, status: 2 })

const dual = (fields: Partial<DualProduct>): DualProduct => ({
  id: 5,
  name: 'BTC high sell',
  currency: 1,
  currency_name: 'BTC',
  type: 'call',
  rate: '12',
  exercise_price: '60000',
  days: 7,
  minutes: 10080,
  total_number: 100,
  purchased_number: 3,
  user_limit: 5,
  status: 1,
  start_at: CREATED,
  settle_at: Date.UTC(2026, 2, 8, 10, 0, 0),
  settled_at: null,
  settle_price: null,
  demo: false,
  created_at: CREATED,
  ...fields,
})

interface Call {
  url: string
  body: string
}

/** A server with a finance operator, a display zone of UTC+2, three lock-mining products and two dual ones. */
function serve() {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body ?? '') })
      if (url.startsWith('/admin/api/me')) return answer({ id: 1, email: 'finance@example.com', role: 'finance' })
      if (url.startsWith('/api/getSiteConfig')) return answer({ site_name: 'Mercato', timezone: '+02:00' })
      if (url.startsWith('/api/currency/list'))
        return answer({
          currency: [
            { id: 1, name: 'BTC', scale: 8 },
            { id: 3, name: 'USDT', scale: 8 },
          ],
        })
      if (url.startsWith('/admin/api/lockming/products?')) return answer([onSale, created, closed])
      if (url.startsWith('/admin/api/dual/products?'))
        return answer([dual({}), dual({ id: 4, name: 'ETH low buy', type: 'put', status: 2, currency_name: 'ETH' })])
      if (url === '/admin/api/lockming/products/create') return answer({ id: 14 })
      return answer('Saved')
    }),
  )
  return calls
}

async function start() {
  setLang('en')
  setToken('operator-token')
  const calls = serve()
  await render(<Earn />)
  await waitFor(() => expect(rowOf(12)).not.toBeNull())
  return calls
}

const buttons = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent?.trim() === text)

const rowOf = (id: number) => document.querySelector<HTMLTableRowElement>(`tr[data-row-key="${id}"]`)

const input = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!

const message = () => document.querySelector('.ant-message')?.textContent

const popconfirm = () => document.querySelector<HTMLElement>('.ant-popconfirm:not(.ant-popover-hidden)')

const reads = (calls: Call[], path: string) => calls.filter((c) => c.url.startsWith(`/admin/api/${path}?`)).length

const posted = (calls: Call[], path: string) => calls.find((c) => c.url === `/admin/api/${path}`)?.body

/** The labels a select offers. */
async function optionsOf(id: string): Promise<string[]> {
  await act(async () => {
    input(id)
      .closest('.ant-select')!
      .dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
  })
  await waitFor(() => expect(document.querySelector('.ant-select-item-option')).not.toBeNull())
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent ?? '')
}

async function choose(id: string, label: string) {
  await optionsOf(id)
  const option = () => [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === label)
  await waitFor(() => expect(option()).toBeDefined())
  await click(option()!)
}

describe('the earn products screen', () => {
  it('lists the lock-mining products with their terms, sales, status and creation time in the display zone', async () => {
    const calls = await start()
    const row = rowOf(12)!.textContent ?? ''
    for (const shown of [
      'Flex 30',
      'USDT',
      '30 days',
      '0.5–1.2 % a day',
      'Early exit costs 2 %',
      '1,000 of 10,000 USDT',
      'From 100 USDT',
      'Not on sale',
      '2026-03-01 12:00:00',
    ])
      expect(row).toContain(shown)
    expect(rowOf(13)!.textContent).toContain('2,500.5 of 50,000 USDT')
    expect(rowOf(13)!.textContent).toContain('On sale')
    expect(rowOf(11)!.textContent).toContain('Closed')
    const headers = [...document.querySelectorAll('.earn-products th')].map((th) => th.textContent)
    expect(headers).toContain('Created (UTC+2)')
    // Only a product not on sale can be put on sale, only one on sale closed, a closed one neither.
    expect(buttons('Put on sale', rowOf(12)!)).toHaveLength(1)
    expect(buttons('Close', rowOf(12)!)).toHaveLength(0)
    expect(buttons('Close', rowOf(13)!)).toHaveLength(1)
    expect(buttons('Put on sale', rowOf(13)!)).toHaveLength(0)
    expect(rowOf(11)!.querySelectorAll('button')).toHaveLength(0)
    expect(reads(calls, 'lockming/products')).toBe(1)
  })

  it('puts a product on sale after a confirmation naming it, then says so and reads the list again', async () => {
    const calls = await start()
    await click(buttons('Put on sale', rowOf(12)!)[0])
    await waitFor(() =>
      expect(popconfirm()?.textContent).toContain('Put #12 Flex 30 on sale? Users can buy it at once.'),
    )
    expect(posted(calls, 'lockming/products/open')).toBeUndefined()
    await click(buttons('Put on sale', popconfirm()!)[0])
    await waitFor(() => expect(posted(calls, 'lockming/products/open')).toBe('id=12&lang=en'))
    await waitFor(() => expect(message()).toBe('Put #12 Flex 30 on sale.'))
    await waitFor(() => expect(reads(calls, 'lockming/products')).toBe(2))
  })

  it('closes a product on sale after a confirmation, then says so', async () => {
    const calls = await start()
    await click(buttons('Close', rowOf(13)!)[0])
    await waitFor(() => expect(popconfirm()?.textContent).toContain('Close #13 Stable 90? Users can no longer buy it.'))
    await click(buttons('Close', popconfirm()!)[0])
    await waitFor(() => expect(posted(calls, 'lockming/products/close')).toBe('id=13&lang=en'))
    await waitFor(() => expect(message()).toBe('Closed #13 Stable 90 to new purchases.'))
    await waitFor(() => expect(reads(calls, 'lockming/products')).toBe(2))
  })

  it('publishes a day’s rate for a product picked from the list, not typed by id', async () => {
    const calls = await start()
    expect(input('lockming_rate_id').closest('.ant-select')).not.toBeNull()
    expect(await optionsOf('lockming_rate_id')).toEqual(['#13 Stable 90', '#12 Flex 30', '#11 Old 7'])
    await choose('lockming_rate_id', '#13 Stable 90')
    await type(input('lockming_rate_date'), '2026-03-02')
    await type(input('lockming_rate_rate'), ' 1.1 ')
    await click(buttons("Publish a day's rate")[0])
    await waitFor(() => expect(posted(calls, 'lockming/rates/publish')).toBe('id=13&date=2026-03-02&rate=1.1&lang=en'))
    await waitFor(() => expect(message()).toBe('Published a rate of 1.1 % for 2026-03-02 (UTC) on #13 Stable 90.'))
  })

  it('creates a product, says which with its quota, and reads the list again', async () => {
    const calls = await start()
    await choose('lockming_create_currency', 'USDT')
    await type(input('lockming_create_name'), 'Flex 60')
    await type(input('lockming_create_days'), '60')
    await type(input('lockming_create_min_amount'), '100')
    await type(input('lockming_create_rate_min'), '0.6')
    await type(input('lockming_create_rate_max'), '1.3')
    await type(input('lockming_create_penalty'), '2')
    await type(input('lockming_create_quota'), '50000')
    await click(buttons('Create a product')[0])
    await waitFor(() =>
      expect(posted(calls, 'lockming/products/create')).toBe(
        'currency=3&name=Flex+60&days=60&min_amount=100&rate_min=0.6&rate_max=1.3&penalty=2&quota=50000&lang=en',
      ),
    )
    await waitFor(() =>
      expect(message()).toBe(
        'Created lock-mining product #14 Flex 60 with a quota of 50,000 USDT; it is not on sale until you put it on sale.',
      ),
    )
    await waitFor(() => expect(reads(calls, 'lockming/products')).toBe(2))
  }, 15_000)

  it('says how much of what moved into the lock-mining reserve', async () => {
    const calls = await start()
    await choose('fund_currency', 'USDT')
    await type(input('fund_amount'), '1000')
    await type(document.querySelector<HTMLTextAreaElement>('#fund_reason')!, 'Rates for March')
    await click(buttons('Fund the reserve')[0])
    await waitFor(() =>
      expect(posted(calls, 'lockming/reserve/fund')).toBe('currency=3&amount=1000&reason=Rates+for+March&lang=en'),
    )
    await waitFor(() => expect(message()).toBe('Moved 1,000 USDT into the lock-mining reserve.'))
  })

  it('lists the dual-investment products and closes one on sale after a confirmation', async () => {
    const calls = await start()
    await click(
      [...document.querySelectorAll('.ant-tabs-tab-btn')].find((tab) => tab.textContent === 'Dual investment')!,
    )
    await waitFor(() => expect(rowOf(5)).not.toBeNull())
    const row = rowOf(5)!.textContent ?? ''
    for (const shown of [
      'BTC high sell',
      'Call',
      '7 days',
      '12 % a year',
      'Exercise price 60,000 USDT',
      '3 of 100 shares',
      'At most 5 per user',
      'On sale',
      '2026-03-08 12:00:00',
      '2026-03-01 12:00:00',
    ])
      expect(row).toContain(shown)
    expect(rowOf(4)!.textContent).toContain('Put')
    expect(rowOf(4)!.textContent).toContain('Sale over')
    expect(rowOf(4)!.querySelectorAll('button')).toHaveLength(0)
    await click(buttons('Close', rowOf(5)!)[0])
    await waitFor(() => expect(popconfirm()?.textContent).toContain('Close #5 BTC high sell?'))
    await click(buttons('Close', popconfirm()!)[0])
    await waitFor(() => expect(posted(calls, 'dual/products/close')).toBe('id=5&lang=en'))
    await waitFor(() => expect(message()).toBe('Closed #5 BTC high sell to new purchases.'))
    await waitFor(() => expect(reads(calls, 'dual/products')).toBe(2))
  })
})
