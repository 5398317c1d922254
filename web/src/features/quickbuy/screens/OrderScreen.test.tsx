import { act, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import zh from '../locales/zh.json'
import type { QuickOrderView } from '../types'
import { OrderScreen } from './OrderScreen'

const api = vi.hoisted(() => ({ answers: new Map<string, unknown>() }))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string) =>
    api.answers.has(url)
      ? Promise.resolve(structuredClone(api.answers.get(url)))
      : Promise.reject(new original.RequestError('not_found', 'not found'))
  return { ...original, get: vi.fn(answer), post: vi.fn(answer) }
})

const bankOrder: QuickOrderView = {
  id: 57,
  reference: 'QB7K2M9P',
  country: 'US',
  fiat: 'USD',
  currency_id: 3,
  currency_name: 'USDT',
  method: 'bank',
  amount: '100',
  price: '1.02',
  receive: '98.039215',
  payer: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '+1 202 555 0100',
    tax_id: '',
    bank: 'First Bank',
    account_name: 'Ada Lovelace',
    iban: 'US00FIRST0000000001',
    bic: 'FIRSUS33',
    bank_address: '',
  },
  receiving: {
    bank_name: 'Mercato Bank',
    account_name: 'Mercato Ltd',
    iban: 'US00MERC0000000002',
    bic: 'MERCUS33',
    bank_address: '1 Market St',
  },
  checkout_url: '',
  voucher: '',
  status: 0,
  cancel_reason: '',
  reject_reason: '',
  pay_by: '2025-01-01 12:30:00',
  pay_by_ts: 0,
  paid_at: '',
  paid_at_ts: 0,
  created_at: '2025-01-01 12:00:00',
  created_at_ts: 0,
}

let view: Rendered | undefined

async function show(order: QuickOrderView) {
  api.answers.set('/quickbuy/order', order)
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <OrderScreen />
    </Suspense>,
    { path: `/pages/quickbuy/order?id=${order.id}` },
  )
  view = await render(app.element)
  await until(() => document.querySelector('.qb-order-status') !== null)
}

const text = (selector: string) => document.querySelector(selector)?.textContent ?? ''

beforeEach(() => {
  api.answers.clear()
  api.answers.set('/quickbuy/config', {
    countries: [],
    currencies: [],
    rules: { spread: '1.5', quote_seconds: 120, pay_minutes: 30, bank_days: '2-5 working days', provider: 'PayCo' },
  })
  useSession.setState({ token: 'token' })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
  vi.restoreAllMocks()
})

describe('a quick-buy order', () => {
  it('to be paid by bank shows the reference, the platform’s account with copy buttons, the time left and the voucher', async () => {
    await show({ ...bankOrder, pay_by_ts: Date.now() + 29 * 60_000 + 30_000 })
    expect(text('.qb-status')).toBe(zh.status_0)
    expect(text('.qb-reference .qb-copy-value')).toBe('QB7K2M9P')
    expect(text('.qb-order-receive')).toBe('98.039215 USDT')
    expect(text('.qb-receiving-bank .qb-copy-value')).toBe('Mercato Bank')
    expect(text('.qb-receiving-iban .qb-copy-value')).toBe('US00MERC0000000002')
    expect(text('.qb-receiving-bic .qb-copy-value')).toBe('MERCUS33')
    expect(text('.qb-receiving-address .qb-copy-value')).toBe('1 Market St')
    expect(document.querySelectorAll('.qb-copy')).toHaveLength(6)
    expect(text('.qb-pay-by')).toMatch(/29:[0-5]\d/)
    expect(document.querySelector('input[name="voucher"]')).not.toBeNull()
    expect(document.querySelector<HTMLButtonElement>('.qb-voucher-submit')!.disabled).toBe(true)
    expect(document.querySelector('.qb-cancel')).not.toBeNull()
    expect(document.querySelector('.qb-checkout')).toBeNull()
  })

  it('to be paid by card sends the buyer to the provider’s checkout', async () => {
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
    const url = 'https://pay.example.com/checkout?reference=QB7K2M9P&amount=100&currency=USD'
    await show({ ...bankOrder, method: 'card', checkout_url: url, pay_by_ts: Date.now() + 60_000 })
    expect(document.querySelector('.qb-receiving')).toBeNull()
    expect(text('.qb-checkout')).toBe('使用 PayCo 支付')
    await act(async () => document.querySelector<HTMLButtonElement>('.qb-checkout')!.click())
    expect(assign).toHaveBeenCalledWith(url)
  })

  it('tells what happened once it is under review, paid, cancelled for lateness or rejected', async () => {
    await show({ ...bankOrder, status: 1, voucher: '/upload/2025/01/01/ab.png' })
    expect(text('.qb-status-text')).toContain('2–5 个工作日')
    expect(document.querySelector('.qb-voucher-sent img')?.getAttribute('src')).toBe('/upload/2025/01/01/ab.png')
    expect(document.querySelector('.qb-cancel')).toBeNull()
    view?.unmount()

    await show({ ...bankOrder, status: 2, paid_at: '2025-01-03 10:00:00' })
    expect(text('.qb-status')).toBe(zh.status_2)
    expect(text('.qb-paid-text')).toBe('98.039215 USDT 已存入您的币币账户。')
    expect(text('.qb-paid-at')).toBe('2025-01-03 10:00:00')
    view?.unmount()

    await show({ ...bankOrder, status: 3, cancel_reason: 'timeout' })
    expect(text('.qb-status-text')).toBe(zh.cancelled_timeout)
    view?.unmount()

    await show({ ...bankOrder, status: 4, reject_reason: 'No transfer arrived' })
    expect(text('.qb-status-text')).toBe(`${zh.reject_reason}: No transfer arrived`)
  })
})
