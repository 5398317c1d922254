import { Dialog } from 'antd-mobile'
import { act, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import { testOrder } from '../fixtures'
import zh from '../locales/zh.json'
import type { OtcChatMessage } from '../types'
import { OrderScreen } from './OrderScreen'

const api = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  posted: [] as Array<{ url: string; data: unknown }>,
}))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string) =>
    api.answers.has(url)
      ? Promise.resolve(structuredClone(api.answers.get(url)))
      : Promise.reject(new original.RequestError('not_found', 'not found'))
  return {
    ...original,
    get: vi.fn(answer),
    post: vi.fn((url: string, data: unknown) => {
      api.posted.push({ url, data })
      return answer(url)
    }),
  }
})

const chat: OtcChatMessage[] = [
  {
    id: 1,
    order_id: 31,
    sender: 11,
    sender_name: 'Harbour Desk',
    kind: 'text',
    content: '<img src=x onerror="alert(1)"> pay to https://example.com',
    created_at: '10:01',
    created_at_ts: 1,
  },
  {
    id: 2,
    order_id: 31,
    sender: 0,
    sender_name: '',
    kind: 'system',
    content: 'paid',
    created_at: '10:02',
    created_at_ts: 2,
  },
]

let view: Rendered | undefined

async function show() {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <OrderScreen />
    </Suspense>,
    { path: '/pages/otc/order?id=31' },
  )
  view = await render(app.element)
  await until(() => document.querySelector('.otc-order') !== null && document.querySelector('[data-message]') !== null)
}

const button = (selector: string) => document.querySelector<HTMLButtonElement>(selector)

beforeEach(() => {
  api.answers.clear()
  api.posted = []
  api.answers.set('/otc/chat', chat)
  useSession.setState({ token: 'token' })
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  vi.spyOn(Dialog, 'confirm').mockResolvedValue(true)
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
  vi.restoreAllMocks()
})

describe('the order screen', () => {
  it('shows the buyer of an unpaid order whom to pay, by when, and lets them pay or cancel but not release', async () => {
    api.answers.set('/otc/order', testOrder({ pay_by_ts: Date.now() + 14 * 60_000 + 30_000 }))
    await show()
    expect(document.querySelector('.otc-fiat-amount')?.textContent).toBe('723.00')
    expect(document.querySelector('.otc-order-amount dd')?.textContent).toBe('100 USDT')
    expect(document.querySelector('.otc-order-price dd')?.textContent).toBe('7.23 CNY')
    expect(document.querySelector('.otc-payee-name')?.textContent).toBe('Li Wei')
    expect(document.querySelector('.otc-payee-account')?.textContent).toBe('6222 0000 1111')
    expect(document.querySelector('.otc-countdown')?.textContent).toMatch(/请在 14:(29|30) 内付款/)
    expect(button('.otc-mark-paid')).not.toBeNull()
    expect(button('.otc-cancel')).not.toBeNull()
    expect(button('.otc-release')).toBeNull()
    expect(document.querySelector('input[name="voucher"]')).not.toBeNull()
  })

  it('groups a large order’s fiat amount, coin amount and price by thousands, and in the release confirmation', async () => {
    api.answers.set(
      '/otc/order',
      testOrder({
        role: 'seller',
        status: 1,
        currency_name: 'BTC',
        price: '684123.45',
        amount: '1.50000000',
        fiat_amount: '1026185.18',
        appeal_at_ts: Date.now() + 60_000,
      }),
    )
    await show()
    expect(document.querySelector('.otc-fiat-amount')?.textContent).toBe('1,026,185.18')
    expect(document.querySelector('.otc-order-amount dd')?.textContent).toBe('1.5 BTC')
    expect(document.querySelector('.otc-order-price dd')?.textContent).toBe('684,123.45 CNY')
    await act(async () => button('.otc-release')!.click())
    const asked = vi.mocked(Dialog.confirm).mock.calls[0]?.[0]
    expect(asked?.content).toBe(
      zh.release_text
        .replace('{{fiat_amount}} {{fiat}}', '1,026,185.18 CNY')
        .replace('{{amount}} {{currency}}', '1.5 BTC'),
    )
  })

  it('renders chat text as text, links not made clickable, and words the platform’s lines itself', async () => {
    api.answers.set('/otc/order', testOrder())
    await show()
    const first = document.querySelector('[data-message="1"]')!
    expect(first.querySelector('.otc-chat-text')?.textContent).toBe(chat[0].content)
    expect(first.querySelector('img')).toBeNull()
    expect(first.querySelector('a')).toBeNull()
    expect(document.querySelector('[data-message="2"]')?.textContent).toBe(zh.system_paid)
  })

  it('lets the seller release after confirming, and hides the payee details from them', async () => {
    api.answers.set('/otc/order', testOrder({ role: 'seller', status: 1, appeal_at_ts: Date.now() + 60_000 }))
    api.answers.set('/otc/order_release', 'ok')
    await show()
    expect(document.querySelector('.otc-payee')).toBeNull()
    expect(button('.otc-mark-paid')).toBeNull()
    expect(button('.otc-dispute-open')).toBeNull()
    expect(document.querySelector('.otc-dispute-later')?.textContent).toMatch(/^0[01]:\d\d 后可发起申诉/)
    await act(async () => button('.otc-release')!.click())
    await until(() => api.posted.some((call) => call.url === '/otc/order_release'))
    expect(Dialog.confirm).toHaveBeenCalledOnce()
    expect(api.posted.find((call) => call.url === '/otc/order_release')?.data).toEqual({ id: 31 })
  })

  it('shows both parties the dispute’s outcome and the platform’s reason', async () => {
    api.answers.set(
      '/otc/order',
      testOrder({
        status: 3,
        dispute: {
          opened_by: 20,
          reason: 'Paid, not released',
          opened_at: '10:20',
          opened_at_ts: 1,
          outcome: 'release',
          outcome_reason: 'Bank statement matches',
          decided_at: '11:00',
          decided_at_ts: 2,
        },
      }),
    )
    await show()
    expect(document.querySelector('.otc-dispute-reason')?.textContent).toBe('Paid, not released')
    expect(document.querySelector('.otc-dispute-outcome')?.textContent).toBe(zh.outcome_release)
    expect(document.querySelector('.otc-outcome-reason')?.textContent).toBe('Bank statement matches')
    expect(button('.otc-rate-submit')).not.toBeNull()
  })
})
