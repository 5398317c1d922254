import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadBundle, type BundleLoaders } from '@/lib/i18n'
import { render } from '@/test/render'
import type { DualOrder } from '../types'
import { DualOrderRow } from './DualOrderRow'

const zh = () => import('../locales/zh.json')

const order: DualOrder = {
  id: 7,
  dual_id: 5,
  name: 'Demo BTC call 5 minutes',
  currency_id: 1,
  currency_name: 'BTC',
  type: 'call',
  order_rate: '10.00',
  exercise_price: '95000.00',
  remaining_number: 97,
  day: 0,
  minutes: 5,
  number: 3,
  price: '0.10000000',
  pay_currency: 'BTC',
  total: '0.30000000',
  end_time: '2026-11-26',
  created: '2026-11-26 16:00:00',
  created_ts: 1_795_680_000_000,
  settle_time: '2026-11-26 16:04:49',
  settle_time_ts: 1_795_680_289_000,
  status: 1,
  success: '0.00000000',
  settle_currency: '',
  settle_price: null,
  settle_price_source: '',
  settle_price_ts: null,
  formula: '',
}

beforeAll(async () => {
  await loadBundle('earn', { zh } as unknown as BundleLoaders)
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('a dual-investment order row', () => {
  it('shows a purchased order waiting for settlement without any settlement evidence', async () => {
    const { container } = await render(<DualOrderRow row={order} />)
    expect(container.querySelector('.earn-status')?.textContent).toBe('已购买')
    expect(container.querySelector('.principal')?.textContent).toBe('0.3 BTC')
    expect(container.querySelector('.dual-outcome')).toBeNull()
    expect(container.querySelector('.settles')?.textContent).toBe('2026-11-26 16:04:49')
    expect(container.querySelector('.settle-price')).toBeNull()
    expect(container.textContent).toContain('不可提前退出')
  })

  it('shows a settled order’s price with its translated source and second, the payout, and what happened in plain words', async () => {
    const settled: DualOrder = {
      ...order,
      status: 3,
      settle_price: '96012.34',
      settle_price_source: 'simulator',
      settle_price_ts: 1_795_680_289_000,
      success: '28500.02711187',
      settle_currency: 'USDT',
      formula: '96012.34 >= 95000.00: 28500.00000000 + floor(28500.00000000 × 10% × 5 ÷ 525600) = 28500.02711187 USDT',
    }
    const { container } = await render(<DualOrderRow row={settled} />)
    expect(container.querySelector('.earn-status')?.textContent).toBe('已结算')
    expect(container.querySelector('.settle-price')?.textContent).toBe('96,012.34 USDT')
    expect(container.querySelector('.settle-source')?.textContent).toBe('模拟 · 2026-11-26 16:04:49')
    expect(container.querySelector('.payout')?.textContent).toBe('28,500.02711187 USDT')
    expect(container.querySelector('.dual-outcome')?.textContent).toBe(
      '结算价 96,012.34 USDT 不低于参考价 95,000 USDT，因此您获得 28,500.02711187 USDT（含本金和利息）。',
    )
    expect(container.textContent).not.toContain('floor')
    expect(container.textContent).not.toContain('simulator')
  })

  it('says in plain words that a price below the reference paid the coin back', async () => {
    const below: DualOrder = {
      ...order,
      status: 3,
      exercise_price: '94800.00',
      settle_price: '94000.00',
      settle_price_source: 'binance',
      settle_price_ts: 1_795_680_289_000,
      success: '0.30000028',
      settle_currency: 'BTC',
      formula: '94000.00 < 94800.00 (below 94800.00): 0.3 + floor(…) rounded down',
    }
    const { container } = await render(<DualOrderRow row={below} />)
    expect(container.querySelector('.settle-source')?.textContent).toBe('币安 · 2026-11-26 16:04:49')
    expect(container.querySelector('.dual-outcome')?.textContent).toBe(
      '结算价 94,000 USDT 低于参考价 94,800 USDT，因此您获得 0.30000028 BTC（含本金和利息）。',
    )
    expect(container.textContent).not.toContain('rounded down')
  })

  it('shows a refunded order, which had no price, as refunded with no price', async () => {
    const refunded: DualOrder = { ...order, status: 4, settle_price_source: 'none', success: '0.30000028' }
    refunded.settle_currency = 'BTC'
    const { container } = await render(<DualOrderRow row={refunded} />)
    expect(container.querySelector('.earn-status')?.textContent).toBe('已退还')
    expect(container.querySelector('.settle-price')?.textContent).toBe('无价格')
    expect(container.querySelector('.settle-source')?.textContent).toBe('无价格')
    expect(container.querySelector('.payout')?.textContent).toBe('0.30000028 BTC')
    expect(container.querySelector('.dual-outcome')?.textContent).toBe(
      '结算时刻没有记录到价格，因此已退还您的本金和利息：0.30000028 BTC。',
    )
  })
})
