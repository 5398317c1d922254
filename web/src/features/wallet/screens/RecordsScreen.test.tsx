import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activeLang, changeLanguage } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { withProviders } from '@/test/providers'
import { advance, render, type Rendered } from '@/test/render'
import type { DataPage, WithdrawalItem } from '../types'
import { RecordsScreen } from './RecordsScreen'

const api = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  asked: [] as Array<{ url: string; data?: Record<string, unknown> }>,
}))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data?: Record<string, unknown>) => {
    api.asked.push({ url, data })
    return api.answers.has(url)
      ? Promise.resolve(structuredClone(api.answers.get(url)))
      : Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return { ...original, get: vi.fn(answer), post: vi.fn(answer) }
})

const HASH = '0x8f2a5c1e0b9d7e6f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f'
const MANUAL_HASH = '0x1111222233334444555566667777888899990000aaaabbbbccccddddeeeeffff'
const LIST = '/user/withdraw/list'

const withdrawal = (overrides: Partial<WithdrawalItem>): WithdrawalItem => ({
  id: 9,
  name: 'USDT',
  network: 'ERC20',
  address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
  number: '250.00000000',
  fee: '2.50000000',
  status: 1,
  status_text: 'Reviewing',
  notes: '',
  tx_hash: '',
  create_time: '2026-12-07 12:00:00',
  create_time_ts: 1765108800000,
  chain: null,
  ...overrides,
})

const page = (data: WithdrawalItem[]): DataPage<WithdrawalItem> => ({ data, page: 1, pages: 1, total: data.length })

const broadcast = (confirmations: number) =>
  withdrawal({ chain: { status: 2, tx_hash: HASH, confirmations, required: 12 } })

let view: Rendered | undefined
const startLang = activeLang()

async function open() {
  view = await render(withProviders(<RecordsScreen />, { path: `${ROUTES.fundRecords}?tab=withdrawals` }).element)
  for (let i = 0; i < 4; i += 1) await advance(20)
}

const rows = () => [...document.querySelectorAll('.record-row')]
const chainLines = () => [...document.querySelectorAll('.withdrawal-chain')]
const reads = () => api.asked.filter((call) => call.url === LIST).length

beforeEach(async () => {
  vi.useFakeTimers()
  await changeLanguage('en')
  api.answers.clear()
  api.asked = []
  useSession.setState({ token: 'tok' })
})

afterEach(async () => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
  vi.useRealTimers()
  await changeLanguage(startLang)
})

describe('the withdrawal records', () => {
  it('a withdrawal paid from the hot address shows it was broadcast with its hash and its confirmations', async () => {
    api.answers.set(
      LIST,
      page([
        broadcast(1),
        withdrawal({
          id: 8,
          status: 2,
          status_text: 'Completed',
          tx_hash: MANUAL_HASH,
          chain: null,
        }),
      ]),
    )
    await open()

    const [onChain, byHand] = rows()
    expect(onChain.textContent).toContain('250.00000000 USDT')
    expect(onChain.textContent).toContain('Reviewing')
    const line = onChain.querySelector('.withdrawal-chain')!
    expect(line.textContent).toContain('Broadcast · 0x8f2a5c1e…4c3d2e1f')
    expect(line.textContent).not.toContain(HASH)
    expect(line.querySelector('a')).toBeNull()
    expect(line.textContent).toContain('Confirmations 1/12')
    const progress = line.querySelector('[role="progressbar"]')!
    expect(progress.getAttribute('aria-label')).toBe('Confirmations 1/12')
    expect(progress.getAttribute('aria-valuenow')).toBe('1')
    expect(progress.getAttribute('aria-valuemax')).toBe('12')
    expect(progress.querySelector<HTMLElement>('.adm-progress-bar-fill')?.style.width).toBe('8%')
    // The line sits right under the amount and its status.
    expect(onChain.children[1]).toBe(line)

    // Paid by hand: the row reads as before, with its whole hash and no line about the chain.
    expect(byHand.querySelector('.withdrawal-chain')).toBeNull()
    expect(byHand.textContent).toContain(`Tx hash ${MANUAL_HASH}`)
    expect(byHand.querySelector('[role="progressbar"]')).toBeNull()
  })

  it('names each stage on chain in the reader’s language, with the hash once there is one', async () => {
    api.answers.set(
      LIST,
      page([
        withdrawal({ id: 4, chain: { status: 1, tx_hash: '', confirmations: 0, required: 12 } }),
        withdrawal({ id: 3, chain: { status: 3, tx_hash: HASH, confirmations: 12, required: 12 } }),
        withdrawal({ id: 2, chain: { status: 4, tx_hash: MANUAL_HASH, confirmations: 0, required: 12 } }),
      ]),
    )
    await open()
    expect(chainLines().map((l) => l.textContent)).toEqual([
      'Awaiting signature',
      'Paid on chain · 0x8f2a5c1e…4c3d2e1f',
      'Failed on chain, will be sent again · 0x11112222…eeeeffff',
    ])
    expect(document.querySelector('.withdrawal-chain [role="progressbar"]')).toBeNull()

    await act(() => changeLanguage('zh'))
    await advance(20)
    expect(chainLines().map((l) => l.textContent)).toEqual([
      '等待签名',
      '已链上支付 · 0x8f2a5c1e…4c3d2e1f',
      '链上失败，将重新发送 · 0x11112222…eeeeffff',
    ])
  })

  it('reads the withdrawals again every 5 s while one is on its way on chain, and stops once it is paid', async () => {
    api.answers.set(LIST, page([withdrawal({ chain: { status: 1, tx_hash: '', confirmations: 0, required: 12 } })]))
    await open()
    const first = reads()

    api.answers.set(LIST, page([broadcast(9)]))
    await advance(5_000)
    expect(reads()).toBe(first + 1)
    expect(chainLines()[0].textContent).toContain('Confirmations 9/12')
    expect(document.querySelector<HTMLElement>('.withdrawal-chain .adm-progress-bar-fill')?.style.width).toBe('75%')

    api.answers.set(
      LIST,
      page([
        withdrawal({
          status: 2,
          status_text: 'Completed',
          tx_hash: HASH,
          chain: { status: 3, tx_hash: HASH, confirmations: 12, required: 12 },
        }),
      ]),
    )
    await advance(5_000)
    expect(chainLines()[0].textContent).toBe('Paid on chain · 0x8f2a5c1e…4c3d2e1f')
    const settled = reads()

    await advance(30_000)
    expect(reads()).toBe(settled)
  })

  it('does not read a list of withdrawals paid by hand again on a timer', async () => {
    api.answers.set(LIST, page([withdrawal({ status: 2, status_text: 'Completed', tx_hash: MANUAL_HASH })]))
    await open()
    const first = reads()
    expect(chainLines()).toHaveLength(0)
    await advance(30_000)
    expect(reads()).toBe(first)
  })
})
