import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { AdminOtcMerchant, OtcChatMessage, OtcOrder } from '../lib/types'
import { click, render, type, waitFor } from '../test/render'
import { answer, page } from '../test/server'
import Otc from './Otc'

const voucher = '/upload/2026/03/01/0123456789abcdef0123456789abcdef.png'
const chatPicture = '/upload/2026/03/01/fedcba9876543210fedcba9876543210.jpg'

const disputed: OtcOrder = {
  id: 31,
  ad_id: 4,
  side: 1,
  currency_id: 3,
  currency_name: 'USDT',
  fiat: 'CNY',
  price: '7.25',
  amount: '0.5',
  fiat_amount: '3.63',
  method: 'bank',
  payee: {
    real_name: 'Alice Seller',
    bank_name: 'Harbour Bank',
    bank_account: '6222 0000 1111',
    alipay_account: '',
    wechat_account: '',
  },
  buyer: { user_id: 2002, name: 'Bob' },
  seller: { user_id: 1001, name: 'Alice OTC' },
  merchant_id: 1001,
  status: 2,
  cancel_reason: '',
  voucher,
  pay_by: '2026-03-01 10:15:00',
  pay_by_ts: 1772331300000,
  paid_at: '2026-03-01 10:05:00',
  paid_at_ts: 1772330700000,
  appeal_at_ts: 1772331600000,
  closed_at: '',
  closed_at_ts: 0,
  dispute: {
    opened_by: 2002,
    reason: 'Paid but nothing released',
    opened_at: '2026-03-01 10:30:00',
    opened_at_ts: 1772332200000,
    outcome: '',
    outcome_reason: '',
    decided_at: '',
    decided_at_ts: 0,
  },
  rating: 0,
  created_at: '2026-03-01 10:00:00',
  created_at_ts: 1772330400000,
}

const line = (id: number, fields: Partial<OtcChatMessage>): OtcChatMessage => ({
  id,
  order_id: 31,
  sender: 2002,
  sender_name: 'Bob',
  kind: 'text',
  content: '',
  created_at: '2026-03-01 10:06:00',
  created_at_ts: 1772330760000,
  ...fields,
})

const chat = [
  line(1, { sender: 0, sender_name: '', kind: 'system', content: 'paid' }),
  line(2, { content: '<img src="x" onerror="alert(1)"> I sent it' }),
  line(3, { kind: 'image', content: chatPicture }),
]

/** As the server lists it: the user's account, the deposit in USDT without its asset, the record nested. */
const applicant: AdminOtcMerchant = {
  user_id: 1001,
  account: 'merchant@example.com',
  name: 'Alice OTC',
  status: 0,
  deposit: '500.00000000',
  reason: '',
  applied_at: '2026-03-01 09:00:00',
}

interface Call {
  url: string
  body: string
}

/** A server that answers the operator, the merchant and order lists, one order with its chat, and every change. */
function serve(role: string) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body ?? '') })
      if (url.startsWith('/admin/api/me')) return answer({ id: 1, email: 'ops@example.com', role })
      if (url === '/admin/api/otc/merchants') return answer(page([applicant]))
      if (url.startsWith('/api/currency/list')) return answer({ currency: [{ id: 3, name: 'USDT', scale: 8 }] })
      if (url === '/admin/api/otc/orders') return answer(page([disputed]))
      if (url === '/admin/api/otc/order') return answer({ order: disputed, chat })
      return answer('Done')
    }),
  )
  return calls
}

const buttons = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent?.trim() === text)

const rowOf = (id: number) => document.querySelector<HTMLTableRowElement>(`tr[data-row-key="${id}"]`)

describe('the P2P screen', () => {
  it('shows support only the orders, opening on open disputes', async () => {
    setLang('en')
    setToken('operator-token')
    const calls = serve('support')
    await render(<Otc />)
    await waitFor(() => expect(rowOf(31)).not.toBeNull())
    expect([...document.querySelectorAll('.ant-tabs-tab')].map((tab) => tab.textContent)).toEqual(['Orders & disputes'])
    expect(calls.find((c) => c.url === '/admin/api/otc/orders')?.body).toContain('status=2')
    expect(calls.some((c) => c.url === '/admin/api/otc/merchants')).toBe(false)
  })

  it('shows an order with its payee, voucher and chat, pictures as images and text never as markup', async () => {
    setLang('en')
    setToken('operator-token')
    serve('support')
    await render(<Otc />)
    await waitFor(() => expect(rowOf(31)).not.toBeNull())
    await click(buttons('Open', rowOf(31)!)[0])
    await waitFor(() => expect(document.querySelector('.otc-chat')).not.toBeNull())
    const drawer = document.querySelector('.ant-drawer')!
    const text = drawer.textContent ?? ''
    for (const shown of ['6222 0000 1111', 'Harbour Bank', 'Paid but nothing released', 'Bob', 'Alice OTC'])
      expect(text).toContain(shown)
    expect(drawer.querySelector(`img[src="${voucher}"]`)).not.toBeNull()
    const chatBox = drawer.querySelector('.otc-chat')!
    expect(chatBox.querySelector(`img[src="${chatPicture}"]`)).not.toBeNull()
    expect(chatBox.querySelector('img[src="x"]')).toBeNull()
    expect(chatBox.textContent).toContain('<img src="x" onerror="alert(1)"> I sent it')
    expect(chatBox.textContent).toContain('The buyer marked the order paid')
  })

  it('decides a dispute only by releasing to the buyer or returning to the seller, with a reason and a confirmation, then says where the coins went', async () => {
    setLang('en')
    setToken('operator-token')
    const calls = serve('support')
    await render(<Otc />)
    await waitFor(() => expect(rowOf(31)).not.toBeNull())
    await click(buttons('Open', rowOf(31)!)[0])
    await waitFor(() => expect(document.querySelector('.otc-decision')).not.toBeNull())
    const outcomes = [...document.querySelectorAll('.otc-decision button')].map((b) => b.textContent?.trim())
    expect(outcomes).toEqual(['Release to buyer', 'Return to seller'])

    await click(buttons('Release to buyer', document.querySelector('.otc-decision')!)[0])
    const footer = () => document.querySelector('.ant-modal-footer')!
    await waitFor(() => expect(buttons('Continue', footer())).toHaveLength(1))
    await click(buttons('Continue', footer())[0])
    await waitFor(() => expect(document.querySelector('.ant-modal')!.textContent).toContain('Give a reason.'))

    await type(document.querySelector('.ant-modal textarea')!, '  The bank statement shows the transfer  ')
    await click(buttons('Continue', footer())[0])
    await waitFor(() =>
      expect(document.querySelector('.ant-modal')!.textContent).toContain(
        'Release 0.5 USDT from the escrow to the buyer Bob (user 2002)?',
      ),
    )
    expect(calls.some((c) => c.url === '/admin/api/otc/disputes/decide')).toBe(false)
    await click(buttons('Release to buyer', footer())[0])
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/otc/disputes/decide')?.body).toBe(
        'id=31&outcome=release&reason=The+bank+statement+shows+the+transfer&lang=en',
      ),
    )
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toBe(
        'Released 0.5 USDT of order #31 from the escrow to the buyer Bob (#2002).',
      ),
    )
  })

  it('rejects a merchant application with a reason, sending the user, 0 and the reason', async () => {
    setLang('en')
    setToken('operator-token')
    const calls = serve('compliance')
    await render(<Otc />)
    await waitFor(() => expect(rowOf(1001)).not.toBeNull())
    expect(calls.find((c) => c.url === '/admin/api/otc/merchants')?.body).toContain('status=0')
    expect(rowOf(1001)!.textContent).toContain('merchant@example.com')
    await click(buttons('Reject', rowOf(1001)!)[0])
    const dialogReject = () => buttons('Reject', document.querySelector('.ant-modal-footer')!)[0]
    await waitFor(() => expect(dialogReject()).toBeDefined())
    await click(dialogReject())
    await waitFor(() => expect(document.body.textContent).toContain('Give a reason.'))
    expect(calls.some((c) => c.url === '/admin/api/otc/merchants/decide')).toBe(false)
    await type(document.querySelector('.ant-modal textarea')!, 'Name impersonates a bank')
    await click(dialogReject())
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/otc/merchants/decide')?.body).toBe(
        'user_id=1001&approve=0&reason=Name+impersonates+a+bank&lang=en',
      ),
    )
  })

  it('shows the merchant deposit as 500.00000000 USDT and says what approving it did, never undefined', async () => {
    setLang('en')
    setToken('operator-token')
    const calls = serve('compliance')
    await render(<Otc />)
    await waitFor(() => expect(rowOf(1001)!.textContent).toContain('500.00000000 USDT'))
    expect(rowOf(1001)!.textContent).not.toContain('undefined')
    await click(buttons('Approve', rowOf(1001)!)[0])
    await waitFor(() =>
      expect(document.querySelector('.ant-modal')?.textContent).toContain(
        'Approve Alice OTC as a merchant (the 500.00000000 USDT deposit stays frozen)',
      ),
    )
    await type(document.querySelector('.ant-modal textarea')!, 'Documents checked')
    await click(buttons('Approve', document.querySelector('.ant-modal-footer')!)[0])
    await waitFor(() => expect(calls.some((c) => c.url === '/admin/api/otc/merchants/decide')).toBe(true))
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toBe(
        'Approved Alice OTC as a merchant for user #1001 (merchant@example.com); the 500.00000000 USDT deposit stays frozen.',
      ),
    )
  })
})
