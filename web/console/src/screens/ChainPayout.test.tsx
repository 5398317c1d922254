import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { ExportedTx, ImportedTx, WithdrawalItem } from '../lib/types'
import { click, render, type, waitFor } from '../test/render'
import { withdrawalItem } from '../test/fixtures'
import { answer } from '../test/server'
import ChainPayout from './ChainPayout'

const exported: ExportedTx = {
  withdrawal_id: 8,
  network: 'ERC20',
  tx: {
    chain_id: 1,
    nonce: 4,
    max_priority_fee_per_gas: '1000000000',
    max_fee_per_gas: '3000000000',
    gas_limit: 21000,
    to: '0x00000000000000000000000000000000000e7401',
    value: '1500000000000000000',
    data: '0x',
  },
}

const imported: ImportedTx[] = [
  { withdrawal_id: 8, tx_hash: '0xaa', broadcast: true, error: '' },
  { withdrawal_id: 9, tx_hash: '0xbb', broadcast: false, error: 'nonce too low' },
]

/** A pending withdrawal whose export waits for its signature. */
const waiting = (id: number): WithdrawalItem =>
  withdrawalItem({
    id,
    number: '1.5',
    fee: '0.001',
    name: 'ETH',
    address: '0x00000000000000000000000000000000000e7401',
    network: 'ERC20',
    chain: { status: 1, tx_hash: '', confirmations: 0, required: 12 },
  })

const buttons = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent?.trim() === text)

/** A server whose pending withdrawals are `pending`, giving up `given` exports; its calls in order. */
function serve(pending: WithdrawalItem[], given: number) {
  const calls: { url: string; body: string }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body ?? '') })
      if (url.startsWith('/admin/api/withdrawals?')) return answer(pending)
      return answer(url.endsWith('/abandon') ? given : 'Saved')
    }),
  )
  return calls
}

const giveUp = () => buttons('Give up unsigned exports')[0]
const footer = () => document.querySelector('.ant-modal-footer')!

describe('paying withdrawals from the hot address', () => {
  it('exports the waiting withdrawals for signing, imports the signed ones and says which the node refused', async () => {
    setLang('en')
    setToken('operator-token')
    const calls: { url: string; body: string }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: String(init.body ?? '') })
        if (url.startsWith('/admin/api/withdrawals?')) return answer([])
        return answer(url.endsWith('/export') ? [exported] : url.endsWith('/import') ? imported : 'Saved')
      }),
    )
    await render(<ChainPayout />)
    await click(buttons('Export for signing')[0])
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toBe('1 transaction(s) waiting for their signature.'),
    )
    expect(buttons('Download export.json')).toHaveLength(1)

    await type(document.querySelector('textarea')!, '0x02aa\n0x02bb')
    await click(buttons('Import and broadcast')[0])
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/chain/withdrawals/import')?.body).toContain(
        'signed=0x02aa%0A0x02bb',
      ),
    )
    await waitFor(() => expect(document.querySelector('.chain-payout .ant-alert')?.textContent).toContain('#9'))
    expect(document.querySelector('.chain-payout .ant-alert')?.textContent).toBe('Withdrawal #9: nonce too low')
    expect(document.body.textContent).toContain('Broadcast 1 of 2 transaction(s).')
  })

  it('gives up the exports waiting for their signature with the reason asked for, and says how many', async () => {
    setLang('en')
    setToken('operator-token')
    const calls = serve([waiting(8), waiting(9)], 2)
    await render(<ChainPayout />)
    await waitFor(() => expect(giveUp().disabled).toBe(false))
    expect(giveUp().className).toContain('ant-btn-dangerous')
    await click(giveUp())
    await waitFor(() => expect(document.querySelector('.ant-modal textarea')).not.toBeNull())
    expect(document.querySelector('.ant-modal')?.textContent).toContain('Its withdrawals wait again')

    await click(buttons('Give up unsigned exports', footer())[0])
    await waitFor(() => expect(document.querySelector('.ant-modal')?.textContent).toContain('Give a reason.'))
    expect(calls.some((c) => c.url.endsWith('/abandon'))).toBe(false)

    const lists = calls.filter((c) => c.url.startsWith('/admin/api/withdrawals?')).length
    await type(document.querySelector('.ant-modal textarea')!, 'The signer lost the batch')
    await click(buttons('Give up unsigned exports', footer())[0])
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/chain/withdrawals/abandon')?.body).toBe(
        'reason=The+signer+lost+the+batch&lang=en',
      ),
    )
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toBe(
        'Gave up 2 exports; their withdrawals wait again.',
      ),
    )
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/admin/api/withdrawals?')).length).toBeGreaterThan(lists),
    )
  })

  it('says in Chinese that the one export given up lets its withdrawal wait again', async () => {
    setLang('zh')
    setToken('operator-token')
    serve([waiting(8)], 1)
    await render(<ChainPayout />)
    await waitFor(() => expect(buttons('放弃未签名的导出')[0].disabled).toBe(false))
    await click(buttons('放弃未签名的导出')[0])
    await waitFor(() => expect(document.querySelector('.ant-modal textarea')).not.toBeNull())
    await type(document.querySelector('.ant-modal textarea')!, '签名机丢失了这批交易')
    await click(buttons('放弃未签名的导出', footer())[0])
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toBe('已放弃 1 笔导出；该提现重新待处理。'),
    )
  })

  it('offers no giving up while no export waits for its signature', async () => {
    setLang('en')
    setToken('operator-token')
    serve([{ ...waiting(8), chain: { status: 4, tx_hash: '0xdead', confirmations: 0, required: 12 } }], 0)
    await render(<ChainPayout />)
    await waitFor(() => expect(giveUp().disabled).toBe(true))
  })
})
