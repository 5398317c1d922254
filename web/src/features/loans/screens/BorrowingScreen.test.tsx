import { Dialog } from 'antd-mobile'
import { act, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { type } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import zh from '../locales/zh.json'
import type { LoanConfig } from '../types'
import { BorrowingScreen } from './BorrowingScreen'

const api = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  sent: [] as Array<{ url: string; data: unknown; key: string }>,
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
    postOnce: vi.fn((url: string, data: unknown, key: string) => {
      api.sent.push({ url, data, key })
      return Promise.resolve(41)
    }),
  }
})

const config: LoanConfig = {
  offers: [
    {
      id: 1,
      currency_id: 3,
      currency_name: 'USDT',
      currency_logo: '',
      day_rate: '0.05',
      overdue_rate: '0.5',
      min_amount: '100.00000000',
      max_amount: '50000.00000000',
      min_days: 7,
      max_days: 90,
      initial_rate: '150',
      liquidation_rate: '110',
      lendable: '20000.00000000',
      demo: 0,
      status: 1,
    },
  ],
  collateral: [{ currency_id: 1, currency_name: 'BTC', currency_logo: '', price: '95000' }],
  rules: { settle_days: 30, processing: '1-3 days', stable: ['USDT', 'USDC'] },
  officers: { online_service: '', loan_officer: '', repayment_officer: '' },
}

const wallet = {
  ExRate: '7.2',
  is_open_CTbi: 1,
  change_wallet: {
    CNY: '0',
    totle: '0',
    usdt_totle: '0',
    balance: [
      {
        id: 1,
        currency: 1,
        currency_name: 'BTC',
        change_balance: '0.50000000',
        cny_price: '0',
        usdt_price: '0',
        is_charge: 1,
      },
    ],
  },
}

let view: Rendered | undefined

async function show() {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <BorrowingScreen />
    </Suspense>,
    { path: '/pages/common/borrowing' },
  )
  view = await render(app.element)
  await until(() => document.querySelector('.loan-submit') !== null)
}

const submitButton = () => document.querySelector<HTMLButtonElement>('.loan-submit')!

beforeEach(() => {
  api.answers.clear()
  api.sent = []
  api.answers.set('/loan/config', config)
  api.answers.set('/wallet/list', wallet)
  useSession.setState({ token: 'token' })
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  vi.spyOn(Dialog, 'confirm').mockResolvedValue(true)
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
})

describe('the borrowing screen', () => {
  it('tells a user no operator has granted that they must be granted first, and keeps the application closed', async () => {
    api.answers.set('/loan/eligibility', { eligible: false, reason: 'none' })
    await show()
    await until(() => document.querySelector('.loan-ineligible') !== null)
    const notice = document.querySelector('.loan-ineligible')!
    expect(notice.getAttribute('role')).toBe('alert')
    expect(notice.textContent).toContain(zh.not_eligible_title)
    expect(notice.textContent).toContain(zh.not_eligible_text)
    await type('amount', '10000')
    await type('days', '30')
    await type('collateral_amount', '0.2')
    expect(document.querySelector('.loan-risk-live')?.textContent).toBe('190.00%')
    expect(submitButton().disabled).toBe(true)
  })

  it('shows the offer’s terms and the live risk rate, and applies once with an idempotency key for a granted user', async () => {
    api.answers.set('/loan/eligibility', { eligible: true, reason: 'granted' })
    await show()
    await until(() => document.querySelector('.loan-available')?.textContent?.includes('0.50000000 BTC') === true)
    expect(document.querySelector('.loan-ineligible')).toBeNull()
    expect(document.querySelector('.loan-day-rate dd')?.textContent).toBe('0.05%')
    expect(document.querySelector('.loan-overdue-rate dd')?.textContent).toBe('0.5%')
    expect(document.querySelector('.loan-initial-rate dd')?.textContent).toBe('150%')
    expect(document.querySelector('.loan-liquidation-rate dd')?.textContent).toBe('110%')
    expect(document.querySelector('.loan-processing dd')?.textContent).toBe('1–3 天')
    expect(document.querySelector('.loan-rules')?.textContent).toContain('USDT / USDC')

    await type('amount', '99')
    expect(document.body.textContent).toContain('最少借 100 USDT')
    await type('amount', '10000')
    await type('days', '91')
    expect(document.body.textContent).toContain('最多 90 天')
    await type('days', '30')
    await type('collateral_amount', '0.1')
    expect(document.querySelector('.loan-risk-live')?.textContent).toBe('95.00%')
    expect(document.querySelector('.loan-risk-high')).not.toBeNull()
    expect(submitButton().disabled).toBe(true)
    await type('collateral_amount', '0.2')
    expect(document.querySelector('.loan-risk-live')?.textContent).toBe('190.00%')
    expect(document.querySelector('.loan-daily-interest dd')?.textContent).toBe('5 USDT')
    expect(document.querySelector('.loan-term-interest dd')?.textContent).toBe('150 USDT')
    expect(submitButton().disabled).toBe(false)

    await act(async () => submitButton().click())
    await until(() => api.sent.length > 0)
    expect(api.sent[0].url).toBe('/loan/apply')
    expect(api.sent[0].data).toEqual({
      offer_id: 1,
      amount: '10000',
      days: 30,
      collateral_currency: 1,
      collateral_amount: '0.2',
    })
    expect(api.sent[0].key).toMatch(/^[0-9a-f]{32}$/)
    await until(() => document.querySelector('.loans-mine') !== null)
    expect(toast.success).toHaveBeenCalledWith(zh.applied)
  })
})
