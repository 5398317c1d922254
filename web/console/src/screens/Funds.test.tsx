import { describe, expect, it, vi } from 'vitest'
import { setLang, type Lang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { DepositItem, WithdrawalItem } from '../lib/types'
import { click, render, type, waitFor } from '../test/render'
import { withdrawalItem } from '../test/fixtures'
import { answer } from '../test/server'
import Deposits from './Deposits'
import Withdrawals from './Withdrawals'

const deposit: DepositItem = {
  id: 41,
  user_id: 12,
  currency: 3,
  name: 'USDT',
  amount: '1500',
  account: 'TXsender',
  voucher: '',
  status: 1,
  status_text: 'Pending',
  notes: '',
  created_at: '2026-12-07 18:00:00',
  created_at_ts: Date.UTC(2026, 11, 7, 10, 0, 0),
  email: 'a@b.c',
  user_account: 'alice',
}

const withdrawal = withdrawalItem()

interface Call {
  url: string
  body: string
}

/** A finance operator's server: the site names no readable zone, so the console keeps the server's UTC+8. */
function serve(withdrawals: WithdrawalItem[]) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body ?? '') })
      if (url.startsWith('/admin/api/me')) return answer({ id: 1, email: 'finance@example.com', role: 'finance' })
      if (url.startsWith('/api/getSiteConfig')) return answer({ site_name: 'Mercato', timezone: '' })
      if (url.startsWith('/admin/api/deposits?')) return answer([deposit])
      if (url.startsWith('/admin/api/withdrawals?')) return answer(withdrawals)
      return answer('Saved')
    }),
  )
  return calls
}

async function start(screen: 'deposits' | 'withdrawals', lang: Lang = 'en', withdrawals = [withdrawal]) {
  setLang(lang)
  setToken('operator-token')
  const calls = serve(withdrawals)
  await render(screen === 'deposits' ? <Deposits /> : <Withdrawals />)
  await waitFor(() => expect(rowOf(screen === 'deposits' ? 41 : withdrawals[0].id)).not.toBeNull())
  return calls
}

const buttons = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent?.trim() === text)

const rowOf = (id: number) => document.querySelector<HTMLTableRowElement>(`tr[data-row-key="${id}"]`)

const message = () => document.querySelector('.ant-message')?.textContent

const headers = () => [...document.querySelectorAll('th')].map((th) => th.textContent)

describe('deposits and withdrawals', () => {
  it('says which deposit was confirmed, how much of what and to whom, and names the zone of its time', async () => {
    const calls = await start('deposits')
    expect(headers()).toContain('Created (UTC+8)')
    await click(buttons('Confirm', rowOf(41)!)[0])
    await waitFor(() => expect(document.querySelector('.ant-popconfirm')?.textContent).toContain('Credit 1500 USDT'))
    await click(document.querySelector('.ant-popconfirm .ant-btn-primary'))
    await waitFor(() => expect(calls.find((c) => c.url === '/admin/api/deposits/confirm')?.body).toBe('id=41&lang=en'))
    await waitFor(() => expect(message()).toBe('Confirmed deposit #41: 1,500 USDT credited to #12 (a@b.c).'))
  })

  it('says a rejected deposit credited nothing', async () => {
    const calls = await start('deposits')
    await click(buttons('Reject', rowOf(41)!)[0])
    await waitFor(() => expect(document.querySelector('.ant-modal textarea')).not.toBeNull())
    await type(document.querySelector('.ant-modal textarea')!, 'No such transfer on chain')
    await click(buttons('Reject', document.querySelector('.ant-modal-footer')!)[0])
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/deposits/reject')?.body).toBe(
        'id=41&reason=No+such+transfer+on+chain&lang=en',
      ),
    )
    await waitFor(() =>
      expect(message()).toBe('Rejected deposit #41 of 1,500 USDT from #12 (a@b.c); nothing was credited.'),
    )
  })

  it('confirms a deposit in the operator’s language, the amount grouped', async () => {
    await start('deposits', 'zh')
    expect(headers()).toContain('创建时间（UTC+8）')
    await click(document.querySelector(`tr[data-row-key="41"] .ant-btn-primary`))
    await waitFor(() => expect(document.querySelector('.ant-popconfirm')).not.toBeNull())
    await click(document.querySelector('.ant-popconfirm .ant-btn-primary'))
    await waitFor(() => expect(message()).toBe('已确认充值 #41：1,500 USDT 已入账给 #12 (a@b.c)。'))
  })

  it('says which withdrawal was paid out, how much and where, and which was returned', async () => {
    const calls = await start('withdrawals')
    expect(headers()).toContain('Created (UTC+8)')
    expect(rowOf(7)?.textContent).toContain('#12 (a@b.c)')
    await click(buttons('Approve', rowOf(7)!)[0])
    await waitFor(() => expect(buttons('Approve', document.querySelector('.ant-modal-footer')!)).toHaveLength(1))
    await click(buttons('Approve', document.querySelector('.ant-modal-footer')!)[0])
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/withdrawals/approve')?.body).toBe('id=7&lang=en'),
    )
    await waitFor(() =>
      expect(message()).toBe('Approved withdrawal #7 of #12 (a@b.c): 2,000.5 USDT paid out to TXreceiver (TRC20).'),
    )
  })

  it('says a rejected withdrawal returned the funds', async () => {
    const calls = await start('withdrawals')
    await click(buttons('Reject', rowOf(7)!)[0])
    await waitFor(() => expect(document.querySelector('.ant-modal textarea')).not.toBeNull())
    await type(document.querySelector('.ant-modal textarea')!, 'Address on a sanctions list')
    await click(buttons('Reject', document.querySelector('.ant-modal-footer')!)[0])
    await waitFor(() => expect(calls.some((c) => c.url === '/admin/api/withdrawals/reject')).toBe(true))
    await waitFor(() =>
      expect(message()).toBe(
        "Rejected withdrawal #7 of 2,000.5 USDT by #12 (a@b.c); the funds returned to the user's balance.",
      ),
    )
  })

  it('shows where a withdrawal out for signing or on chain stands instead of approve and reject', async () => {
    const hash = '0x5e1f0000000000000000000000000000000000000000000000000000000c0ffee'
    await start('withdrawals', 'en', [
      { ...withdrawal, id: 7, chain: { status: 1, tx_hash: '', confirmations: 0, required: 12 } },
      { ...withdrawal, id: 8, chain: { status: 2, tx_hash: hash, confirmations: 3, required: 12 } },
    ])
    for (const id of [7, 8]) {
      expect(buttons('Approve', rowOf(id)!)).toHaveLength(0)
      expect(buttons('Reject', rowOf(id)!)).toHaveLength(0)
    }
    expect(rowOf(7)?.textContent).toContain('Waiting for its signature')
    expect(rowOf(8)?.textContent).toContain('Broadcast · 3/12 confirmations')
    const shown = rowOf(8)!.querySelector('.withdrawal-chain .mono')
    expect(shown?.textContent).toBe('0x5e1f00…c0ffee')
    expect(shown?.getAttribute('title')).toBe(hash)
  })

  it('says a withdrawal failed on chain and still lets finance approve or reject it', async () => {
    const calls = await start('withdrawals', 'zh', [
      { ...withdrawal, chain: { status: 4, tx_hash: '0xdead', confirmations: 0, required: 12 } },
    ])
    expect(rowOf(7)?.textContent).toContain('链上失败')
    expect(rowOf(7)?.querySelectorAll('.ant-btn-dangerous')).toHaveLength(1)
    await click(rowOf(7)!.querySelector('.ant-btn-primary'))
    await waitFor(() => expect(document.querySelector('.ant-modal-footer .ant-btn-primary')).not.toBeNull())
    await click(document.querySelector('.ant-modal-footer .ant-btn-primary'))
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/withdrawals/approve')?.body).toBe('id=7&lang=zh'),
    )
  })

  it('keeps a paid-by-hand withdrawal without any chain state', async () => {
    await start('withdrawals', 'en', [{ ...withdrawal, chain: null }])
    expect(rowOf(7)?.querySelector('.withdrawal-chain')).toBeNull()
    expect(rowOf(7)?.textContent).not.toContain('Failed on chain')
    expect(buttons('Approve', rowOf(7)!)).toHaveLength(1)
  })
})
