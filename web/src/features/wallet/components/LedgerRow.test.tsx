import { afterEach, describe, expect, it } from 'vitest'
import { render } from '@/test/render'
import type { LedgerLine } from '../types'
import { LedgerRow } from './LedgerRow'

const line = (info: string, value: string, frozen: string): LedgerLine => ({
  id: 1,
  account: 'change',
  created_time: '2026-11-26 10:00:00',
  created_time_ts: 0,
  currency: 3,
  currency_name: 'USDT',
  info,
  transaction_info: '',
  type: 0,
  value,
  frozen_value: frozen,
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('a bill line', () => {
  it('shows a withdrawal request, which moved available funds to frozen, as a red debit', async () => {
    const { container } = await render(<LedgerRow line={line('提币申请', '-50.00000000', '50.00000000')} />)
    const amount = container.querySelector('.value-down')
    expect(amount?.textContent).toBe('-50.00000000 USDT')
    expect(container.querySelector('.bill-status')).toBeNull()
  })

  it('shows a payout that only moved frozen funds as a neutral status, not as a second debit', async () => {
    const { container } = await render(<LedgerRow line={line('提币完成', '0.00000000', '-50.00000000')} />)
    expect(container.querySelector('.value-down, .value-up')).toBeNull()
    expect(container.textContent).not.toContain('-50')
    expect(container.querySelector('.bill-status')?.textContent).toBe('已从冻结中支付 50.00000000 USDT')
    expect(container.textContent).toContain('提币完成')
  })

  it('keeps a credit green with its plus sign', async () => {
    const { container } = await render(<LedgerRow line={line('充值', '20.00', '0.00')} />)
    expect(container.querySelector('.value-up')?.textContent).toBe('+20.00 USDT')
  })
})
