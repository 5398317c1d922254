import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { AdminLoan } from '../lib/types'
import { click, render, type, waitFor } from '../test/render'
import { answer } from '../test/server'
import Loans from './Loans'

const loan = (fields: Partial<AdminLoan>): AdminLoan => ({
  id: 7,
  user_id: 1042,
  email: 'borrower@example.com',
  offer_id: 1,
  currency_id: 3,
  currency_name: 'USDT',
  amount: '1000',
  days: 30,
  day_rate: '0.05',
  overdue_rate: '0.5',
  collateral_currency_id: 1,
  collateral_currency_name: 'BTC',
  collateral_amount: '0.03',
  interest_owed: '0',
  interest_paid: '0',
  debt: '1000',
  risk_rate: '180.00',
  liquidation_rate: '110',
  status: 0,
  reject_reason: '',
  applied_at: '2026-03-01 10:00:00',
  applied_at_ts: 1772330400000,
  disbursed_at: '',
  disbursed_at_ts: 0,
  due_at: '',
  due_at_ts: 0,
  closed_at: '',
  closed_at_ts: 0,
  liquidation: null,
  ...fields,
})

const pending = loan({})
const liquidated = loan({
  id: 5,
  user_id: 1001,
  email: undefined,
  status: 3,
  risk_rate: '108.40',
  debt: '1012.5',
  due_at: '2026-02-20 10:00:00',
  liquidation: {
    sample_ts: 1771000000000,
    collateral_price: '33700.5',
    loan_price: '1',
    source: 'index:BTC/USDT',
    collateral_value: '1097.51',
    debt_value: '1012.5',
    collateral_taken: '0.03004406',
    collateral_returned: '0.00252',
    shortfall: '0',
  },
})

interface Call {
  url: string
  body: string
}

/** A server that answers the operator, a Pager of loans, and every change with a success text. */
function serve(role: string) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body ?? '') })
      if (url.startsWith('/admin/api/me')) return answer({ id: 1, email: 'ops@example.com', role })
      if (url.startsWith('/admin/api/loans?'))
        return answer({ current_page: 1, data: [pending, liquidated], last_page: 1, per_page: 20, total: 2 })
      return answer('Done')
    }),
  )
  return calls
}

const buttons = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent?.trim() === text)

const rowOf = (id: number) => document.querySelector<HTMLTableRowElement>(`tr[data-row-key="${id}"]`)

describe('the loans screen', () => {
  it('offers approve and reject on a pending application only, and rejecting needs a reason', async () => {
    setLang('en')
    setToken('operator-token')
    const calls = serve('finance')
    await render(<Loans />)
    await waitFor(() => expect(rowOf(7)).not.toBeNull())
    expect(calls.find((c) => c.url.startsWith('/admin/api/loans?'))?.url).toContain('status=0')
    expect(rowOf(7)!.textContent).toContain('borrower@example.com')
    expect(buttons('Approve', rowOf(7)!)).toHaveLength(1)
    expect(buttons('Reject', rowOf(7)!)).toHaveLength(1)
    expect(buttons('Approve', rowOf(5)!)).toHaveLength(0)
    expect(buttons('Reject', rowOf(5)!)).toHaveLength(0)

    await click(buttons('Reject', rowOf(7)!)[0])
    const dialogReject = () => buttons('Reject', document.querySelector('.ant-modal-footer')!)[0]
    await waitFor(() => expect(dialogReject()).toBeDefined())
    await click(dialogReject())
    await waitFor(() => expect(document.body.textContent).toContain('Give a reason.'))
    expect(calls.some((c) => c.url === '/admin/api/loans/reject')).toBe(false)

    await type(document.querySelector('.ant-modal textarea')!, '  Collateral from a frozen account  ')
    await click(dialogReject())
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/loans/reject')?.body).toBe(
        'id=7&reason=Collateral+from+a+frozen+account&lang=en',
      ),
    )
  })

  it('approves a pending application after a confirmation naming the amount and the borrower, then says what was lent', async () => {
    setLang('en')
    setToken('operator-token')
    const calls = serve('admin')
    await render(<Loans />)
    await waitFor(() => expect(rowOf(7)).not.toBeNull())
    await click(buttons('Approve', rowOf(7)!)[0])
    await waitFor(() =>
      expect(document.querySelector('.ant-popconfirm')?.textContent).toContain(
        'Lend 1000 USDT to user 1042 for 30 days from the lending reserve?',
      ),
    )
    expect(calls.some((c) => c.url === '/admin/api/loans/approve')).toBe(false)
    await click(buttons('Approve', document.querySelector('.ant-popconfirm')!)[0])
    await waitFor(() => expect(calls.find((c) => c.url === '/admin/api/loans/approve')?.body).toBe('id=7&lang=en'))
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toBe(
        'Lent 1,000 USDT to #1042 (borrower@example.com) for 30 days from the lending reserve (loan #7).',
      ),
    )
  })

  it('opens a liquidated loan to show the evidence of its liquidation', async () => {
    setLang('en')
    setToken('operator-token')
    serve('finance')
    await render(<Loans />)
    await waitFor(() => expect(rowOf(5)).not.toBeNull())
    expect(rowOf(7)!.querySelector('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)')).toBeNull()
    await click(rowOf(5)!.querySelector('.ant-table-row-expand-icon'))
    await waitFor(() => expect(document.body.textContent).toContain('Liquidation evidence'))
    const text = document.body.textContent ?? ''
    for (const shown of ['index:BTC/USDT', '33700.5', '1097.51', '0.03004406 BTC', '0.00252 BTC'])
      expect(text).toContain(shown)
  })

  it('shows compliance only the eligibility tab, and sends the flag as 1 or 0 with the reason', async () => {
    setLang('en')
    setToken('operator-token')
    const calls = serve('compliance')
    await render(<Loans />)
    await waitFor(() => expect(document.querySelectorAll('.ant-tabs-tab')).toHaveLength(1))
    expect(document.querySelector('.ant-tabs-tab')!.textContent).toBe('Eligibility')
    expect(calls.some((c) => c.url.startsWith('/admin/api/loans?'))).toBe(false)

    await type(document.querySelector<HTMLInputElement>('input#user_id')!, '1042')
    await click([...document.querySelectorAll('.ant-radio-button-wrapper')].find((r) => r.textContent === 'No')!)
    await click(buttons('Save eligibility')[0])
    await waitFor(() => expect(document.body.textContent).toContain('Give a reason.'))
    expect(calls.some((c) => c.url === '/admin/api/loans/eligibility')).toBe(false)

    await type(document.querySelector('textarea')!, 'Asked to stop borrowing')
    await click(buttons('Save eligibility')[0])
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/loans/eligibility')?.body).toBe(
        'user_id=1042&eligible=0&reason=Asked+to+stop+borrowing&lang=en',
      ),
    )
  })
})
