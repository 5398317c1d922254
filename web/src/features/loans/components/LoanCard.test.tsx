import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadBundle, type BundleLoaders } from '@/lib/i18n'
import { render } from '@/test/render'
import zh from '../locales/zh.json'
import type { LoanView } from '../types'
import { LoanCard } from './LoanCard'

const loaders = { zh: () => import('../locales/zh.json') } as unknown as BundleLoaders

const active: LoanView = {
  id: 12,
  offer_id: 1,
  currency_id: 3,
  currency_name: 'USDT',
  amount: '10000.00000000',
  days: 30,
  day_rate: '0.05',
  overdue_rate: '0.5',
  collateral_currency_id: 1,
  collateral_currency_name: 'BTC',
  collateral_amount: '0.20000000',
  interest_owed: '15.00000000',
  interest_paid: '0.00000000',
  debt: '10015.00000000',
  risk_rate: '189.72',
  liquidation_rate: '110',
  status: 1,
  reject_reason: '',
  applied_at: '2026-11-20 10:00:00',
  applied_at_ts: 1_795_154_400_000,
  disbursed_at: '2026-11-20 12:00:00',
  disbursed_at_ts: 1_795_161_600_000,
  due_at: '2026-12-20 12:00:00',
  due_at_ts: 1_797_753_600_000,
  closed_at: '',
  closed_at_ts: null,
  liquidation: null,
}

const liquidated: LoanView = {
  ...active,
  status: 3,
  risk_rate: '',
  closed_at: '2026-11-26 16:04:49',
  closed_at_ts: 1_795_680_289_000,
  liquidation: {
    sample_ts: 1_795_680_289_000,
    collateral_price: '55000.00',
    loan_price: '1',
    source: 'index',
    collateral_value: '11000.00000000',
    debt_value: '10015.00000000',
    collateral_taken: '0.18209091',
    collateral_returned: '0.01790909',
    shortfall: '0.00000000',
  },
}

beforeAll(async () => {
  await loadBundle('loans', loaders)
})

afterEach(() => {
  document.body.innerHTML = ''
})

const text = (container: HTMLElement, selector: string) => container.querySelector(selector)?.textContent

describe('a loan card', () => {
  it('shows a liquidated loan’s evidence: the index sample, both prices, the values and the collateral taken and returned', async () => {
    const { container } = await render(<LoanCard loan={liquidated} onRepay={vi.fn()} onAddCollateral={vi.fn()} />)
    expect(text(container, '.loan-status')).toBe(zh.status_3)
    expect(text(container, '.loan-evidence h4')).toBe(zh.liquidation_title)
    expect(text(container, '.loan-sample')).toBe('2026-11-26 16:04:49 · 指数')
    expect(text(container, '.loan-collateral-price')).toBe('55,000 USDT')
    expect(text(container, '.loan-loan-price')).toBe('1 USDT')
    expect(text(container, '.loan-collateral-value')).toBe('11,000 USDT')
    expect(text(container, '.loan-debt-value')).toBe('10,015 USDT')
    expect(text(container, '.loan-taken')).toBe('0.18209091 BTC')
    expect(text(container, '.loan-returned')).toBe('0.01790909 BTC')
    expect(text(container, '.loan-shortfall')).toBe('0 USDT')
    expect(container.querySelector('.loan-actions')).toBeNull()
    expect(container.querySelector('.loan-risk')).toBeNull()
  })

  it('shows an active loan’s debt, interest and due date, its risk rate against the 110 % liquidation line, and its actions', async () => {
    const onRepay = vi.fn()
    const { container } = await render(<LoanCard loan={active} onRepay={onRepay} onAddCollateral={vi.fn()} />)
    expect(text(container, '.loan-borrowed')).toBe('10,000 USDT')
    expect(text(container, '.loan-collateral')).toBe('0.2 BTC')
    expect(text(container, '.loan-debt')).toBe('10,015 USDT')
    expect(text(container, '.loan-interest-owed')).toBe('15 USDT')
    expect(text(container, '.loan-due')).toBe('2026-12-20 12:00:00')
    expect(text(container, '.loan-risk')).toBe('189.72%')
    expect(container.querySelector('.loan-risk-high')).toBeNull()
    expect(text(container, '.loan-risk-line')).toBe('低于 110% 平仓')
    const buttons = [...container.querySelectorAll('.loan-actions button')].map((b) => b.textContent)
    expect(buttons).toEqual([zh.add_collateral, zh.repay])
    container.querySelectorAll<HTMLButtonElement>('.loan-actions button')[1].click()
    expect(onRepay).toHaveBeenCalledWith(active)
  })

  it('shows a risk rate under 120 % in red with a warning', async () => {
    const { container } = await render(<LoanCard loan={{ ...active, risk_rate: '118.40' }} />)
    expect(container.querySelector('.loan-risk-high')?.textContent).toBe('118.40%')
    expect(text(container, '.loan-risk-warning')).toBe(zh.risk_warning)
  })

  it('shows why an application was rejected', async () => {
    const rejected: LoanView = { ...active, status: 4, reject_reason: '质押资产来源待核实', risk_rate: '' }
    const { container } = await render(<LoanCard loan={rejected} onCancel={vi.fn()} />)
    expect(text(container, '.loan-status')).toBe(zh.status_4)
    expect(text(container, '.loan-reject')).toBe(`${zh.reject_reason}: 质押资产来源待核实`)
    expect(container.querySelector('.loan-actions')).toBeNull()
  })
})
