import { act, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { type } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import { testAd, testConfig } from '../fixtures'
import zh from '../locales/zh.json'
import { OtcScreen } from './OtcScreen'

const api = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  asked: [] as Array<{ url: string; data: unknown }>,
  sent: [] as Array<{ url: string; data: unknown; key: string }>,
  /** The refusal the next order is answered with, if any. */
  refusal: null as { error: string; message: string } | null,
}))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data?: unknown) => {
    api.asked.push({ url, data })
    return api.answers.has(url)
      ? Promise.resolve(structuredClone(api.answers.get(url)))
      : Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return {
    ...original,
    get: vi.fn(answer),
    post: vi.fn(answer),
    request: vi.fn((url: string, options: RequestModule.RequestOptions = {}) => {
      api.sent.push({ url, data: options.data, key: options.headers?.['Idempotency-Key'] ?? '' })
      const refusal = api.refusal
      api.refusal = null
      return refusal
        ? Promise.reject(new original.RequestError(refusal.error, refusal.message))
        : Promise.resolve({ code: 1, message: 31 })
    }),
  }
})

const pager = (data: unknown[]) => ({
  current_page: 1,
  data,
  first_page_url: '',
  from: 1,
  last_page: 1,
  last_page_url: '',
  next_page_url: null,
  path: '',
  per_page: 10,
  prev_page_url: null,
  to: data.length,
  total: data.length,
})

let view: Rendered | undefined

async function show() {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <OtcScreen />
    </Suspense>,
    { path: '/pages/otc/otc' },
  )
  view = await render(app.element)
  await until(() => document.querySelector('.otc-ad') !== null)
  return app
}

beforeEach(() => {
  api.answers.clear()
  api.asked = []
  api.sent = []
  api.refusal = null
  api.answers.set('/otc/config', testConfig)
  api.answers.set('/otc/ads', pager([testAd()]))
  api.answers.set('/otc/my_merchant', { status: -1, name: '', deposit: '0', deposit_currency: 'USDT', reason: '' })
  api.answers.set('/wallet/list', { legal_wallet: { balance: [] }, change_wallet: { balance: [] } })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
})

describe('the OTC screen', () => {
  it('lists the ads a user buys from with the merchant’s record, price, what is left, limits and methods', async () => {
    await show()
    const card = document.querySelector('.otc-ad')!
    expect(card.querySelector('.otc-merchant-name')?.textContent).toBe('Harbour Desk')
    expect(card.querySelector('.otc-completed')?.textContent).toBe('成交 42 单')
    expect(card.querySelector('.otc-completion')?.textContent).toContain('97.67%')
    expect(card.querySelector('.otc-rating')?.textContent).toContain('4.8')
    expect(card.querySelector('.otc-price-value')?.textContent).toBe('7.23')
    expect(card.querySelector('.otc-remaining')?.textContent).toBe('800 USDT')
    expect(card.querySelector('.otc-limits')?.textContent).toBe('100.00 – 5,000.00 CNY')
    expect(card.textContent).toContain(zh.method_bank)
    expect(card.textContent).toContain(zh.method_alipay)
    expect(api.asked.find((call) => call.url === '/otc/ads')?.data).toMatchObject({ side: 1, currency: 3, fiat: 'CNY' })
  })

  it('groups a large price, what is left and the limits by thousands on the card and in the order sheet', async () => {
    useSession.setState({ token: 'token' })
    api.answers.set(
      '/otc/ads',
      pager([testAd({ price: '684123.45', remaining: '12500.50000000', min: '500.00', max: '100000.00' })]),
    )
    await show()
    const card = document.querySelector('.otc-ad')!
    expect(card.querySelector('.otc-price-value')?.textContent).toBe('684,123.45')
    expect(card.querySelector('.otc-remaining')?.textContent).toBe('12,500.5 USDT')
    expect(card.querySelector('.otc-limits')?.textContent).toBe('500.00 – 100,000.00 CNY')
    await act(async () => document.querySelector<HTMLButtonElement>('.otc-take')!.click())
    await until(() => document.querySelector('input[name="amount"]') !== null)
    expect(document.querySelector('.otc-take-price')?.textContent).toBe('684,123.45 CNY')
    await type('amount', '0.1')
    expect(document.querySelector('.otc-fiat-total')?.textContent).toBe('68,412.35 CNY')
    expect(document.querySelector<HTMLInputElement>('input[name="amount"]')?.value).toBe('0.1')
    await type('amount', '0.0001')
    expect(document.body.textContent).toContain('订单金额不能低于 500.00 CNY')
    await type('amount', '1')
    expect(document.body.textContent).toContain('订单金额不能高于 100,000.00 CNY')
  })

  it('sends a guest who takes an ad to log in first', async () => {
    const app = await show()
    await act(async () => document.querySelector<HTMLButtonElement>('.otc-take')!.click())
    expect(app.router.state.location.pathname).toBe('/pages/common/login')
  })

  it('shows the fiat total of the amount live, rounded up to the cent, and creates the order once with a key', async () => {
    useSession.setState({ token: 'token' })
    const app = await show()
    await act(async () => document.querySelector<HTMLButtonElement>('.otc-take')!.click())
    await until(() => document.querySelector('input[name="amount"]') !== null)
    const submit = () => document.querySelector<HTMLButtonElement>('.otc-submit')!
    await type('amount', '10')
    expect(document.body.textContent).toContain('订单金额不能低于 100.00 CNY')
    expect(submit().disabled).toBe(true)
    await type('amount', '20.333')
    expect(document.querySelector('.otc-fiat-total')?.textContent).toBe('147.01 CNY')
    expect(submit().disabled).toBe(true)
    const alipay = [...document.querySelectorAll('.otc-method-picker .adm-selector-item')].find(
      (item) => item.textContent === zh.method_alipay,
    ) as HTMLElement
    await act(async () => alipay.click())
    expect(submit().disabled).toBe(false)
    await act(async () => submit().click())
    await until(() => api.sent.length > 0)
    expect(api.sent[0]).toMatchObject({
      url: '/otc/order_create',
      data: { ad_id: 7, amount: '20.333', method: 'alipay', price: '7.23' },
    })
    expect(api.sent[0].key).toMatch(/^[0-9a-f]{32}$/)
    await until(() => app.router.state.location.pathname === '/pages/otc/order')
    expect(app.router.state.location.search).toBe('?id=31')
  })

  it('names the price it showed, and when the server says it moved shows why and the ad’s new price, then orders at it', async () => {
    useSession.setState({ token: 'token' })
    const app = await show()
    await act(async () => document.querySelector<HTMLButtonElement>('.otc-take')!.click())
    await until(() => document.querySelector('input[name="amount"]') !== null)
    const submit = () => document.querySelector<HTMLButtonElement>('.otc-submit')!
    await type('amount', '20')
    const bank = [...document.querySelectorAll('.otc-method-picker .adm-selector-item')].find(
      (item) => item.textContent === zh.method_bank,
    ) as HTMLElement
    await act(async () => bank.click())
    expect(document.querySelector('.otc-take-price')?.textContent).toBe('7.23 CNY')
    api.refusal = { error: 'price_changed', message: '价格已变动，请确认新价格' }
    api.answers.set('/otc/ad', testAd({ price: '7.30' }))
    await act(async () => submit().click())
    await until(() => document.querySelector('.otc-take-price')?.textContent === '7.30 CNY')
    expect(api.sent[0].data).toMatchObject({ ad_id: 7, amount: '20', method: 'bank', price: '7.23' })
    expect(document.querySelector('.otc-price-changed')?.textContent).toBe('价格已变动，请确认新价格')
    expect(api.asked.find((call) => call.url === '/otc/ad')?.data).toMatchObject({ id: 7 })
    expect(document.querySelector('.otc-fiat-total')?.textContent).toBe('146.00 CNY')
    await until(() => !submit().disabled)
    await act(async () => submit().click())
    await until(() => api.sent.length > 1)
    expect(api.sent[1].data).toMatchObject({ ad_id: 7, amount: '20', method: 'bank', price: '7.30' })
    expect(api.sent[1].key).not.toBe(api.sent[0].key)
    await until(() => app.router.state.location.pathname === '/pages/otc/order')
  })
})
