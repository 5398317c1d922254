import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { AdminQuickOrder, QuickCountry } from '../lib/types'
import { click, render, type, waitFor } from '../test/render'
import { answer, page } from '../test/server'
import QuickBuy from './QuickBuy'

const order = (fields: Partial<AdminQuickOrder>): AdminQuickOrder => ({
  id: 41,
  user_id: 1042,
  email: 'buyer@example.com',
  reference: 'QB7K2M9X',
  country: 'US',
  fiat: 'USD',
  currency_id: 3,
  currency_name: 'USDT',
  method: 'bank',
  amount: '100',
  price: '1.02',
  receive: '98.039215',
  payer: {
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane@example.com',
    phone: '+15550100',
    tax_id: '',
    bank: 'First Bank',
    account_name: 'Jane Doe',
    iban: 'US00FIRST0000111',
    bic: 'FIRSUS33',
    bank_address: '',
  },
  checkout_url: '',
  voucher: '/upload/2026/03/01/0123456789abcdef0123456789abcdef.png',
  status: 1,
  cancel_reason: '',
  reject_reason: '',
  pay_by: '2026-03-01 10:30:00',
  pay_by_ts: 1772332200000,
  paid_at: '',
  paid_at_ts: 0,
  created_at: '2026-03-01 10:00:00',
  created_at_ts: 1772330400000,
  ...fields,
})

const review = order({})
const byCard = order({ id: 42, method: 'card', status: 0, voucher: '', reference: 'QBCARD01' })
const paid = order({ id: 43, status: 2, reference: 'QBPAID01' })

const usa: QuickCountry = {
  code: 'US',
  name: 'United States',
  fiat: 'USD',
  rate: '1',
  methods: ['bank', 'card'],
  min_amount: 10,
  max_amount: 50000,
  bank_name: 'Mercato Trust',
  account_name: 'Mercato Ltd',
  iban: 'US00MERC0000999',
  bic: 'MERCUS33',
  bank_address: '1 Main St',
  status: 1,
}

interface Call {
  url: string
  body: string
}

function serve(role = 'finance') {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body ?? '') })
      if (url.startsWith('/admin/api/me')) return answer({ id: 1, email: 'ops@example.com', role })
      if (url.startsWith('/api/currency/list')) return answer({ currency: [{ id: 3, name: 'USDT', scale: 6 }] })
      if (url === '/admin/api/quickbuy/orders') return answer(page([review, byCard, paid]))
      if (url === '/admin/api/quickbuy/countries') return answer([usa])
      if (url === '/admin/api/quickbuy/reserve')
        return answer([{ currency_id: 3, currency_name: 'USDT', held: '1000', promised: '98.039215' }])
      return answer('Done')
    }),
  )
  return calls
}

const buttons = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent?.trim() === text)

const rowOf = (key: number | string) => document.querySelector<HTMLTableRowElement>(`tr[data-row-key="${key}"]`)

async function start() {
  setLang('en')
  setToken('operator-token')
  const calls = serve()
  await render(<QuickBuy />)
  await waitFor(() => expect(rowOf(41)).not.toBeNull())
  return calls
}

describe('the quick buy screen', () => {
  it('offers confirm and reject on bank orders waiting for money or review only', async () => {
    const calls = await start()
    expect(calls.find((c) => c.url === '/admin/api/quickbuy/orders')?.body).toContain('status=1')
    const text = rowOf(41)!.textContent ?? ''
    for (const shown of ['buyer@example.com', 'QB7K2M9X', 'US', '100 USD', '98.039215 USDT', 'Jane Doe', 'View'])
      expect(text).toContain(shown)
    expect(buttons('Confirm', rowOf(41)!)).toHaveLength(1)
    expect(buttons('Reject', rowOf(41)!)).toHaveLength(1)
    for (const id of [42, 43]) {
      expect(buttons('Confirm', rowOf(id)!)).toHaveLength(0)
      expect(buttons('Reject', rowOf(id)!)).toHaveLength(0)
    }
  })

  it('confirms a bank order after a confirmation naming the reference, posting its id', async () => {
    const calls = await start()
    await click(buttons('Confirm', rowOf(41)!)[0])
    await waitFor(() =>
      expect(document.querySelector('.ant-popconfirm')?.textContent).toContain(
        'Has 100 USD with reference QB7K2M9X arrived?',
      ),
    )
    expect(document.querySelector('.ant-popconfirm')!.textContent).toContain(
      '98.039215 USDT to user #1042 (buyer@example.com)',
    )
    expect(calls.some((c) => c.url === '/admin/api/quickbuy/confirm')).toBe(false)
    await click(buttons('Confirm', document.querySelector('.ant-popconfirm')!)[0])
    await waitFor(() => expect(calls.find((c) => c.url === '/admin/api/quickbuy/confirm')?.body).toBe('id=41&lang=en'))
  })

  it('names the buyer by account, never undefined, and says what was credited once confirmed', async () => {
    setLang('zh')
    setToken('operator-token')
    // The list answer carries the buyer's account and no user id.
    const fromServer: Partial<AdminQuickOrder> = order({ receive: '196.07843137' })
    delete fromServer.user_id
    delete fromServer.email
    const calls: Call[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: String(init.body ?? '') })
        if (url.startsWith('/admin/api/me')) return answer({ id: 1, email: 'ops@example.com', role: 'finance' })
        if (url === '/admin/api/quickbuy/orders') return answer(page([{ ...fromServer, account: 'a@b.c' }]))
        return answer('已保存')
      }),
    )
    await render(<QuickBuy />)
    await waitFor(() => expect(rowOf(41)).not.toBeNull())
    expect(rowOf(41)!.textContent).not.toContain('undefined')
    expect(rowOf(41)!.textContent).toContain('a@b.c')
    const zhButton = (within: ParentNode) =>
      [...within.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '确认') ?? null
    await click(zhButton(rowOf(41)!))
    await waitFor(() =>
      expect(document.querySelector('.ant-popconfirm')?.textContent).toContain(
        '确认后将从快捷买币储备向用户 a@b.c 发放 196.07843137 USDT。',
      ),
    )
    expect(document.querySelector('.ant-popconfirm')!.textContent).not.toContain('undefined')
    await click(zhButton(document.querySelector('.ant-popconfirm')!))
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toBe('已向用户 a@b.c 发放 196.07843137 USDT。'),
    )
    expect(document.querySelector('.ant-message')!.textContent).not.toContain('已保存')
  })

  it('rejects a bank order only with a reason, then says nothing was credited', async () => {
    const calls = await start()
    await click(buttons('Reject', rowOf(41)!)[0])
    const dialogReject = () => buttons('Reject', document.querySelector('.ant-modal-footer')!)[0]
    await waitFor(() => expect(dialogReject()).toBeDefined())
    await click(dialogReject())
    await waitFor(() => expect(document.body.textContent).toContain('Give a reason.'))
    expect(calls.some((c) => c.url === '/admin/api/quickbuy/reject')).toBe(false)
    await type(document.querySelector('.ant-modal textarea')!, 'No transfer with this reference')
    await click(dialogReject())
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/quickbuy/reject')?.body).toBe(
        'id=41&reason=No+transfer+with+this+reference&lang=en',
      ),
    )
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toBe(
        'Rejected order QB7K2M9X of #1042 (buyer@example.com) for 100 USD; no coins were credited.',
      ),
    )
  })

  it('saves a country with every field of the contract, its methods as a comma list', async () => {
    const calls = await start()
    await click([...document.querySelectorAll('.ant-tabs-tab')].find((tab) => tab.textContent === 'Countries')!)
    await waitFor(() => expect(rowOf('US')).not.toBeNull())
    await click(buttons('Edit', rowOf('US')!)[0])
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('.ant-modal input#rate')).not.toBeNull())
    await type(document.querySelector<HTMLInputElement>('.ant-modal input#max_amount')!, '9')
    await click(buttons('Save', document.querySelector('.ant-modal-footer')!)[0])
    await waitFor(() => expect(document.body.textContent).toContain('Must not be less than the minimum.'))
    await type(document.querySelector<HTMLInputElement>('.ant-modal input#max_amount')!, '20000')
    await click(buttons('Save', document.querySelector('.ant-modal-footer')!)[0])
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/quickbuy/countries/save')?.body).toBe(
        'code=US&name=United+States&fiat=USD&rate=1&methods=bank%2Ccard&min_amount=10&max_amount=20000' +
          '&bank_name=Mercato+Trust&account_name=Mercato+Ltd&iban=US00MERC0000999&bic=MERCUS33' +
          '&bank_address=1+Main+St&status=1&lang=en',
      ),
    )
  })

  it('shows what the reserve holds, has promised and has free', async () => {
    await start()
    await click([...document.querySelectorAll('.ant-tabs-tab')].find((tab) => tab.textContent === 'Reserve')!)
    await waitFor(() => expect(rowOf(3)).not.toBeNull())
    const cells = [...rowOf(3)!.querySelectorAll('td')].map((td) => td.textContent)
    expect(cells).toEqual(['USDT', '1000', '98.039215', '901.960785'])
  })
})
