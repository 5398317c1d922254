import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadBundle, type BundleLoaders } from '@/lib/i18n'
import { render } from '@/test/render'
import type { LockOrder } from '../types'
import { OrderRow } from './OrderRow'

const zh = () => import('../locales/zh.json')

const START = Date.UTC(2026, 10, 26, 6, 36, 6)

const order: LockOrder = {
  id: 5,
  amount: '150.00000000',
  boost_rate: '0',
  boost_cap: '0.00000000',
  boost_paid: '0.00000000',
  cancel_fee: 4.2,
  cancel_fee_str: '4.20000000',
  config_id: 1,
  currency_name: 'USDT',
  day_rate: '0.003500',
  day_rate_percent: '0.3500',
  start_at: '',
  start_at_ts: START,
  end_at: '',
  end_at_ts: START + 7 * 86_400_000,
  status: 1,
  total_interest: '0.00000000',
}

beforeAll(async () => {
  await loadBundle('earn', { zh } as unknown as BundleLoaders)
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('a lock-mining position row', () => {
  it('shows a boosted position’s extra rate a day and what its coupon paid of what it reserved', async () => {
    const boosted = { ...order, boost_rate: '0.1', boost_cap: '1.05000000', boost_paid: '0.15000000' }
    const { container } = await render(<OrderRow order={boosted} now={START + 1000} onRedeem={() => undefined} />)
    expect([...container.querySelectorAll('.lock-boost span')].map((span) => span.textContent)).toEqual([
      '加息每天 +0.1%',
      '已付 0.15000000 / 1.05000000 USDT',
    ])
  })

  it('shows no boost on a position without a coupon', async () => {
    const { container } = await render(<OrderRow order={order} now={START + 1000} onRedeem={() => undefined} />)
    expect(container.querySelector('.lock-boost')).toBeNull()
  })
})
