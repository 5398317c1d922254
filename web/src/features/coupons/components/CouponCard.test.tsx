import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadBundle, type BundleLoaders } from '@/lib/i18n'
import { render } from '@/test/render'
import type { CouponView } from '../types'
import { CouponCard } from './CouponCard'

const zh = () => import('../locales/zh.json')

const boost: CouponView = {
  id: 7,
  campaign_id: 2,
  title: 'Boost: +0.1 % a day on lock mining, up to 10 USDT (demo)',
  kind: 'boost',
  value: '10',
  currency: 'USDT',
  rate: '0.1',
  status: 1,
  expires_at: '2099-12-26 14:35:35',
  expires_at_ts: 4_102_000_000_000,
  used_at: '',
  used_at_ts: 0,
  used_on: '',
  covered: '0',
}

beforeAll(async () => {
  await loadBundle('coupons', { zh } as unknown as BundleLoaders)
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('a coupon card', () => {
  it('names a boost with its extra rate a day and the most it pays', async () => {
    const { container } = await render(<CouponCard coupon={boost} />)
    expect(container.querySelector('.coupon-kind')?.textContent).toBe('锁仓挖矿加息')
    expect(container.querySelector('.coupon-boost-terms')?.textContent).toBe('每天 +0.1%，最多 10 USDT')
  })

  it('names the lock-mining position a used boost raised and what it paid', async () => {
    const used = {
      ...boost,
      status: 2 as const,
      used_at: '2026-11-27 10:00',
      used_on: 'lock_position:5',
      covered: '1.05',
    }
    const { container } = await render(<CouponCard coupon={used} />)
    expect(container.querySelector('.coupon-used')?.textContent).toBe(
      '2026-11-27 10:00 用于锁仓挖矿持仓 #5 · 抵扣 1.05 USDT',
    )
  })
})
