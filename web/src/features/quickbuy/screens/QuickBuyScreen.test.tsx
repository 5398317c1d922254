import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { click, type } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import zh from '../locales/zh.json'
import type { QuickBuyConfig, QuickBuyQuote } from '../types'
import { QuickBuyScreen } from './QuickBuyScreen'

const api = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  quotes: [] as unknown[],
  refusal: null as null | { error: string; message: string },
  sent: [] as Array<{ url: string; data: unknown; key?: string }>,
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
    post: vi.fn(answer),
    request: vi.fn((url: string, options: { data?: unknown }) => {
      api.sent.push({ url, data: options.data })
      if (api.refusal) return Promise.reject(new original.RequestError(api.refusal.error, api.refusal.message))
      return Promise.resolve({ type: 'ok', message: api.quotes.shift() })
    }),
    postOnce: vi.fn((url: string, data: unknown, key: string) => {
      api.sent.push({ url, data, key })
      return Promise.resolve(57)
    }),
  }
})

const config: QuickBuyConfig = {
  countries: [
    {
      code: 'US',
      name: 'United States',
      fiat: 'USD',
      rate: '1',
      methods: ['bank', 'card'],
      min_amount: 10,
      max_amount: 50000,
    },
    {
      code: 'TH',
      name: 'Thailand',
      fiat: 'THB',
      rate: '36.5',
      methods: ['bank'],
      min_amount: 350,
      max_amount: 1750000,
    },
  ],
  currencies: [
    { currency_id: 3, currency_name: 'USDT', currency_logo: '', price: '1' },
    { currency_id: 1, currency_name: 'BTC', currency_logo: '', price: '95000' },
  ],
  rules: { spread: '1.5', quote_seconds: 120, pay_minutes: 30, bank_days: '2-5 working days', provider: 'PayCo' },
}

function quoteFor(expiresIn: number, id = 9): QuickBuyQuote {
  const expires = Date.now() + expiresIn
  return {
    id,
    country: 'US',
    fiat: 'USD',
    currency_id: 3,
    currency_name: 'USDT',
    method: 'bank',
    amount: '100',
    price: '1.02',
    receive: '98.039215',
    expires_at: '2025-01-01 12:02:00',
    expires_at_ts: expires,
  }
}

let view: Rendered | undefined
let router: ReturnType<typeof withProviders>['router'] | undefined

async function show() {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <QuickBuyScreen />
    </Suspense>,
    { path: '/pages/quickbuy/quickbuy' },
  )
  router = app.router
  view = await render(app.element)
  await until(() => document.querySelector('.qb-get-quote') !== null)
}

/** An option of a Selector, by its text. */
function option(selector: string, text: string) {
  return [...document.querySelectorAll(`${selector} .adm-selector-item`)].find((item) =>
    item.textContent?.includes(text),
  )
}

const text = (selector: string) => document.querySelector(selector)?.textContent ?? ''

beforeEach(() => {
  api.answers.clear()
  api.quotes = []
  api.refusal = null
  api.sent = []
  api.answers.set('/quickbuy/config', config)
  useSession.setState({ token: 'token' })
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
})

describe('the quick-buy screen', () => {
  it('asks for a country and a method, checks the whole amount, estimates, quotes and orders with an idempotency key', async () => {
    await show()
    await click(document.querySelector('.qb-get-quote'))
    expect(text('.qb-missing')).toBe(zh.select_country)

    await click(option('.qb-countries', '美国'))
    expect(option('.qb-methods', zh.method_wallet)).toBeUndefined()
    await click(document.querySelector('.qb-get-quote'))
    expect(text('.qb-missing')).toBe(zh.select_method)
    await click(option('.qb-methods', zh.method_bank))
    expect(text('.qb-bank-days')).toBe('银行转账需 2–5 个工作日到账。')
    expect(text('.qb-limits')).toBe('10 – 50,000 USD')

    await type('amount', '9')
    expect(text('.qb-amount-error')).toBe('最低 10 USD')
    await type('amount', '50001')
    expect(text('.qb-amount-error')).toBe('最高 50,000 USD')
    await type('amount', '100.5')
    expect(text('.qb-amount-error')).toBe(zh.amount_invalid)
    expect(document.querySelector<HTMLButtonElement>('.qb-get-quote')!.disabled).toBe(true)
    await type('amount', '100')
    expect(document.querySelector('.qb-amount-error')).toBeNull()
    expect(text('.qb-estimate')).toBe('≈ 98.03921568 USDT')
    await click(option('.qb-coins', 'BTC'))
    expect(text('.qb-estimate')).toBe('≈ 0.00103707 BTC')
    await click(option('.qb-coins', 'USDT'))

    api.quotes.push(quoteFor(120_000))
    await click(document.querySelector('.qb-get-quote'))
    await until(() => document.querySelector('.qb-quote') !== null)
    expect(api.sent[0]).toEqual({
      url: '/quickbuy/quote',
      data: { country: 'US', currency: 3, method: 'bank', amount: '100' },
    })
    expect(text('.qb-quote-receive')).toBe('98.039215 USDT')
    expect(text('.qb-quote-price')).toBe('1 USDT = 1.02 USD')
    expect(text('.qb-quote-countdown')).toMatch(/0[12]:[0-5]\d/)

    await click(document.querySelector('.qb-place-order'))
    expect(api.sent).toHaveLength(1)
    expect(document.querySelectorAll('.qb-payer .ui-error')).toHaveLength(8)
    for (const [name, value] of Object.entries({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 202 555 0100',
      bank: 'First Bank',
      account_name: 'Ada Lovelace',
      iban: 'US00FIRST0000000001',
      bic: 'FIRSUS33',
    })) {
      await type(name, value)
    }
    expect(document.querySelectorAll('.qb-payer .ui-error')).toHaveLength(0)
    await click(document.querySelector('.qb-place-order'))
    await until(() => api.sent.length === 2)
    expect(api.sent[1].url).toBe('/quickbuy/order_create')
    expect(api.sent[1].data).toEqual({
      quote_id: 9,
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
    })
    expect(api.sent[1].key).toMatch(/^[0-9a-f]{32}$/)
    await until(() => router?.state.location.pathname === '/pages/quickbuy/order')
    expect(router?.state.location.search).toBe('?id=57')
    expect(toast.success).toHaveBeenCalledWith(zh.ordered)
  })

  it('shows the server’s own words when the area is not supported', async () => {
    await show()
    await click(option('.qb-countries', '泰国'))
    await click(option('.qb-methods', zh.method_bank))
    await type('amount', '1000')
    expect(text('.qb-estimate')).toBe('≈ 26.9905533 USDT')
    api.refusal = { error: 'region_not_supported', message: '您所在的地区暂不支持' }
    await click(document.querySelector('.qb-get-quote'))
    await until(() => document.querySelector('.qb-refusal') !== null)
    expect(text('.qb-refusal')).toBe('您所在的地区暂不支持')
    expect(document.querySelector('.qb-quote')).toBeNull()
  })

  it('stops the order once the quote has run out and locks a new price on request', async () => {
    await show()
    await click(option('.qb-countries', '美国'))
    await click(option('.qb-methods', zh.method_card))
    await type('amount', '100')
    api.quotes.push({ ...quoteFor(-1_000), method: 'card' })
    await click(document.querySelector('.qb-get-quote'))
    await until(() => document.querySelector('.qb-requote') !== null)
    expect(text('.qb-expired')).toContain(zh.quote_expired)
    expect(document.querySelector<HTMLButtonElement>('.qb-place-order')!.disabled).toBe(true)
    expect([...document.querySelectorAll('.qb-payer input')].map((input) => input.getAttribute('name'))).toEqual([
      'first_name',
      'last_name',
      'email',
    ])

    api.quotes.push({ ...quoteFor(120_000, 10), method: 'card' })
    await click(document.querySelector('.qb-requote'))
    await until(() => document.querySelector('.qb-quote-countdown') !== null)
    expect(document.querySelector('[data-quote="10"]')).not.toBeNull()
    expect(api.sent.at(-1)?.data).toEqual({ country: 'US', currency: 3, method: 'card', amount: '100' })
    expect(document.querySelector<HTMLButtonElement>('.qb-place-order')!.disabled).toBe(false)
  })
  it('chooses the only country on offer at once, so its methods can be picked without a tap', async () => {
    api.answers.set('/quickbuy/config', { ...config, countries: [config.countries[0]] })
    await show()
    expect(option('.qb-countries', '美国')?.classList.contains('adm-selector-item-active')).toBe(true)
    const bank = option('.qb-methods', zh.method_bank)
    expect(bank?.classList.contains('adm-selector-item-disabled')).toBe(false)
  })

  it('names each country in the reader’s language from its code, and by the operator’s name when the code is no region', async () => {
    api.answers.set('/quickbuy/config', {
      ...config,
      countries: [...config.countries, { ...config.countries[0], code: 'XX', name: 'Test Market' }],
    })
    await show()
    const names = [...document.querySelectorAll('.qb-countries .qb-option > span')].map((span) => span.textContent)
    expect(names).toEqual(['美国', '泰国', 'Test Market'])
    expect(text('.qb-rules')).toContain('银行转账需 2–5 个工作日到账；')
  })
})
