import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import couponsZh from '@/features/coupons/locales/zh.json'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { click, type } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import zh from '../locales/zh.json'
import type { LockProduct } from '../types'
import { LockBuyScreen } from './LockBuyScreen'

const api = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  asked: [] as Array<{ url: string; data: unknown }>,
  refusal: null as null | { error: string; message: string },
  sent: [] as Array<{ url: string; data: unknown; key: string }>,
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
    postOnce: vi.fn((url: string, data: unknown, key: string) => {
      api.sent.push({ url, data, key })
      if (api.refusal) return Promise.reject(new original.RequestError(api.refusal.error, api.refusal.message))
      return Promise.resolve('锁仓成功')
    }),
  }
})

const product: LockProduct = {
  id: 1,
  cancel_rate: '0.4000',
  created_at: '2026-11-26 14:35:35',
  created_at_ts: 0,
  currency_id: 3,
  currency_logo: '',
  currency_name: 'USDT',
  day: 7,
  demo: 1,
  interest_rate: '0.3500',
  interest_rate_max: '0.4000',
  interest_rate_min: '0.3000',
  intro: '0.3%-0.4%',
  name: 'Demo USDT 7-day lock',
  next_interest_rate: null,
  remaining: '1000.00000000',
  reserve_cover: '125',
  save_min: '100.00000000',
}

const coupon = (id: number, currency: string) => ({
  id,
  campaign_id: 2,
  title: 'Boost: +0.1 % a day on lock mining, up to 10 USDT (demo)',
  kind: 'boost',
  value: '10',
  currency,
  rate: '0.1',
  status: 1,
  expires_at: '2026-12-26 14:35:35',
  expires_at_ts: 1_798_000_000_000,
  used_at: '',
  used_at_ts: 0,
  used_on: '',
  covered: '0',
})

let view: Rendered | undefined
let router: ReturnType<typeof withProviders>['router'] | undefined

const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text.replace(/\s/g, ''))

const text = (selector: string) => document.querySelector(selector)?.textContent ?? ''

async function show() {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <LockBuyScreen />
    </Suspense>,
    { path: '/pages/lockming/buy?id=1' },
  )
  router = app.router
  view = await render(app.element)
  await until(() => document.querySelector('input[name="amount"]') !== null)
}

beforeEach(() => {
  api.answers.clear()
  api.asked = []
  api.refusal = null
  api.sent = []
  api.answers.set('/lh/deposit/config', [product])
  api.answers.set('/wallet/list', {
    change_wallet: { balance: [{ currency: 3, currency_name: 'USDT', change_balance: '500.00000000' }] },
  })
  api.answers.set('/coupon/usable', [coupon(42, 'USDT'), coupon(43, 'BTC')])
  useSession.setState({ token: 'token' })
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
})

describe('the lock-mining purchase sheet', () => {
  it('offers the boost coupons in the product’s asset, shows the boost before confirming and sends coupon_id', async () => {
    await show()
    await until(() => document.querySelector('.coupon-pick-row') !== null)
    expect(api.asked.find((call) => call.url === '/coupon/usable')?.data).toEqual({ kind: 'boost' })
    expect(text('.coupon-pick-row')).toContain(couponsZh.pick_label_boost)
    expect(text('.coupon-pick-chosen')).toBe('1 张可用')

    await type('amount', '150')
    await click(document.querySelector('.coupon-pick-row'))
    await until(() => document.querySelector('.coupon-pick-option[data-coupon="42"]') !== null)
    expect(document.querySelector('.coupon-pick-option[data-coupon="43"]')).toBeNull()
    await click(document.querySelector('.coupon-pick-option[data-coupon="42"]'))
    expect(text('.coupon-pick-chosen')).toBe('每天 +0.1%，最多 10 USDT')
    expect(text('.stake-boost-cap')).toBe('7 天最多 1.05000000 USDT')

    await click(button(zh.review))
    await until(() => document.querySelector('.confirm-boost-cap') !== null)
    expect(text('.confirm-boost-rate')).toBe('每天 +0.1%')
    expect(text('.confirm-boost-cap')).toBe('1.05000000 USDT')
    expect(text('.confirm-boost-note')).toContain('0.15000000 USDT')
    expect(api.sent).toEqual([])

    await click(button(zh.confirm_stake))
    await until(() => api.sent.length === 1)
    expect(api.sent[0].url).toBe('/lh/deposit')
    expect(api.sent[0].data).toEqual({ config_id: 1, amount: '150.00000000', coupon_id: 42 })
    expect(api.sent[0].key).toMatch(/^[0-9a-f]{32}$/)
    await until(() => router?.state.location.pathname === '/pages/lockming/order')
    expect(toast.success).toHaveBeenCalledWith('锁仓成功')
  })

  it('sends no coupon_id without a coupon, and shows no boost', async () => {
    await show()
    await until(() => document.querySelector('.coupon-pick-row') !== null)
    await type('amount', '150')
    expect(document.querySelector('.stake-boost')).toBeNull()
    await click(button(zh.review))
    await until(() => document.querySelector('.confirm-daily') !== null)
    expect(document.querySelector('.confirm-boost-cap')).toBeNull()
    await click(button(zh.confirm_stake))
    await until(() => api.sent.length === 1)
    expect(api.sent[0].data).toEqual({ config_id: 1, amount: '150.00000000' })
  })

  it('drops a coupon the server refuses and reads the usable ones again', async () => {
    await show()
    await until(() => document.querySelector('.coupon-pick-row') !== null)
    await type('amount', '150')
    await click(document.querySelector('.coupon-pick-row'))
    await until(() => document.querySelector('.coupon-pick-option[data-coupon="42"]') !== null)
    await click(document.querySelector('.coupon-pick-option[data-coupon="42"]'))
    await click(button(zh.review))
    await until(() => document.querySelector('.confirm-boost-cap') !== null)
    const asked = api.asked.filter((call) => call.url === '/coupon/usable').length
    api.refusal = { error: 'coupon_unusable', message: '该卡券不可用' }
    await click(button(zh.confirm_stake))
    await until(() => document.querySelector('.stake-boost') === null)
    await until(() => api.asked.filter((call) => call.url === '/coupon/usable').length > asked)
    expect(text('.coupon-pick-chosen')).toBe('1 张可用')
    expect(router?.state.location.pathname).toBe('/pages/lockming/buy')
  })
})
