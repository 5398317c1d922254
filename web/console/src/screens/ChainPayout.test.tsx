import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { ExportedTx, ImportedTx } from '../lib/types'
import { click, render, type, waitFor } from '../test/render'
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

const buttons = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent?.trim() === text)

describe('paying withdrawals from the hot address', () => {
  it('exports the waiting withdrawals for signing, imports the signed ones and says which the node refused', async () => {
    setLang('en')
    setToken('operator-token')
    const calls: { url: string; body: string }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: String(init.body ?? '') })
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
})
