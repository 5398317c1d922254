import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { AdjustmentRequest } from '../lib/types'
import { click, render, type, waitFor } from '../test/render'
import { answer } from '../test/server'
import Ledger from './Ledger'

/** The signed-in operator. */
const ME = 1

const request = (fields: Partial<AdjustmentRequest>): AdjustmentRequest => ({
  id: 41,
  user_id: 1042,
  currency: 3,
  account: 'change',
  amount_minor: 1_500_000_000_000,
  reason: 'Deposit credited to the wrong account',
  category: 'deposit_credit',
  status: 0,
  requested_by: 2,
  requested_at: 1772330400000,
  decided_by: null,
  decided_at: null,
  ...fields,
})

const byAnother = request({})
const byMe = request({ id: 40, user_id: 1001, amount_minor: -2_500_000_000, category: 'correction', requested_by: ME })

interface Call {
  url: string
  body: string
}

/** A server that answers the operator, the assets, the adjustment requests and every change. */
function serve(adjusted: unknown = 'Saved') {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body ?? '') })
      if (url.startsWith('/admin/api/me')) return answer({ id: ME, email: 'finance@example.com', role: 'finance' })
      if (url.startsWith('/api/currency/list')) return answer({ currency: [{ id: 3, name: 'USDT', scale: 8 }] })
      if (url.startsWith('/admin/api/ledger/adjustments?')) return answer([byAnother, byMe])
      if (url === '/admin/api/ledger/adjust') return answer(adjusted)
      return answer('Saved')
    }),
  )
  return calls
}

const buttons = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent?.trim() === text)

const rowOf = (id: number) => document.querySelector<HTMLTableRowElement>(`tr[data-row-key="${id}"]`)

const cardOf = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-card')].find(
    (card) => card.querySelector('.ant-card-head-title')?.textContent === title,
  )!

async function start() {
  setLang('en')
  setToken('operator-token')
  const calls = serve()
  await render(<Ledger />)
  return calls
}

describe('the ledger screen', () => {
  it('lists the adjustments awaiting approval in the asset’s units, and offers no decision on the operator’s own', async () => {
    const calls = await start()
    await waitFor(() => expect(rowOf(41)?.textContent).toContain('15,000 USDT'))
    expect(calls.find((c) => c.url.startsWith('/admin/api/ledger/adjustments?'))?.url).toContain('status=0')
    const other = rowOf(41)!.textContent ?? ''
    for (const shown of ['1042', 'Spot', 'Deposit credit', 'Deposit credited to the wrong account', 'Operator #2'])
      expect(other).toContain(shown)
    expect(buttons('Approve', rowOf(41)!)).toHaveLength(1)
    expect(buttons('Reject', rowOf(41)!)).toHaveLength(1)
    await waitFor(() => expect(rowOf(40)?.textContent).toContain('Filed by you; another finance operator decides.'))
    expect(rowOf(40)!.textContent).toContain('-25 USDT')
    expect(rowOf(40)!.textContent).toContain('You (#1)')
    expect(buttons('Approve', rowOf(40)!)).toHaveLength(0)
  })

  it('asks for the requests of every status when the filter is set to all', async () => {
    const calls = await start()
    await waitFor(() => expect(rowOf(41)).not.toBeNull())
    const all = [...document.querySelectorAll<HTMLElement>('.adjustment-status .ant-segmented-item')].find(
      (item) => item.textContent === 'All',
    )!
    await click(all)
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/admin/api/ledger/adjustments?status=-1'))).toBe(true),
    )
  })

  it('approves another operator’s adjustment after a confirmation naming it, posting its id', async () => {
    const calls = await start()
    await waitFor(() => expect(rowOf(41)?.textContent).toContain('15,000 USDT'))
    await click(buttons('Approve', rowOf(41)!)[0])
    await waitFor(() =>
      expect(document.querySelector('.ant-popconfirm')?.textContent).toContain(
        'Approve and post 15,000 USDT on the Spot account of user 1042?',
      ),
    )
    expect(calls.some((c) => c.url === '/admin/api/ledger/adjustments/approve')).toBe(false)
    await click(buttons('Approve', document.querySelector('.ant-popconfirm')!)[0])
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/ledger/adjustments/approve')?.body).toBe('id=41&lang=en'),
    )
    expect(calls.some((c) => c.url === '/admin/api/ledger/adjustments/reject')).toBe(false)
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toBe(
        'Approved and posted 15,000 USDT on the Spot account of user #1042.',
      ),
    )
  })

  it('tells the operator an adjustment filed for approval awaits a second finance operator instead of saying it was saved', async () => {
    setLang('en')
    setToken('operator-token')
    const calls = serve({ pending: 12 })
    await render(<Ledger />)
    const card = cardOf('Ledger adjustment')
    await type(card.querySelector<HTMLInputElement>('input#user_id')!, '1042')
    await act(async () => {
      card
        .querySelector('#currency')!
        .closest('.ant-select')!
        .dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    })
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')).not.toBeNull())
    await click([...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === 'USDT')!)
    await type(card.querySelector<HTMLInputElement>('input#amount')!, '15000')
    await type(card.querySelector<HTMLTextAreaElement>('textarea#reason')!, 'Deposit credited to the wrong account')
    await click(buttons('Adjust…', card)[0])
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).not.toBeNull())
    await click(buttons('OK', document.querySelector('.ant-modal-confirm')!)[0])
    await waitFor(() => expect(calls.some((c) => c.url === '/admin/api/ledger/adjust')).toBe(true))
    await waitFor(() =>
      expect(card.querySelector('.adjustment-filed')?.textContent).toContain(
        'Adjustment request #12 awaits a second finance operator’s approval.',
      ),
    )
    expect(document.body.textContent).not.toContain('Saved')
  })

  it('says what a posted adjustment did, "Posted 1,500.5 USDT on the Spot account of user #1042", not "Saved"', async () => {
    const calls = await start()
    const card = cardOf('Ledger adjustment')
    await type(card.querySelector<HTMLInputElement>('input#user_id')!, '1042')
    await act(async () => {
      card
        .querySelector('#currency')!
        .closest('.ant-select')!
        .dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    })
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')).not.toBeNull())
    await click([...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === 'USDT')!)
    await type(card.querySelector<HTMLInputElement>('input#amount')!, '1500.5')
    await type(card.querySelector<HTMLTextAreaElement>('textarea#reason')!, 'Compensation for a failed withdrawal')
    await click(buttons('Adjust…', card)[0])
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).not.toBeNull())
    await click(buttons('OK', document.querySelector('.ant-modal-confirm')!)[0])
    await waitFor(() => expect(calls.some((c) => c.url === '/admin/api/ledger/adjust')).toBe(true))
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toBe(
        'Posted 1,500.5 USDT on the Spot account of user #1042.',
      ),
    )
    expect(document.querySelector('.ant-message')!.textContent).not.toContain('Saved')
  })
})
