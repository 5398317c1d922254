import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activeLang, changeLanguage } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { withProviders } from '@/test/providers'
import { advance, render, type Rendered } from '@/test/render'
import type { ChainDepositItem, ChainDeposits } from '../types'
import { ReceiveScreen } from './ReceiveScreen'

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

// Private pushes reach this client, so only a confirming deposit is read again on a timer.
vi.mock('@/lib/socket', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  isInUserRoom: () => true,
}))

const ERC20_ADDRESS = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'
const TRC20_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const HASH = '0x8f2a5c1e0b9d7e6f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f'

const sighting = (overrides: Partial<ChainDepositItem>): ChainDepositItem => ({
  id: 7,
  currency: 3,
  name: 'USDT',
  network: 'ERC20',
  tx_hash: HASH,
  amount: '1234.56789000',
  confirmations: 4,
  required: 12,
  status: 1,
  deposit_id: null,
  seen_at_ts: 1765000000000,
  status_text: 'Confirming 4/12',
  seen_at: '2026-12-07 12:00:00',
  ...overrides,
})

const chain = (list: ChainDepositItem[]): ChainDeposits => ({
  terms: [
    { network: 'ERC20', confirmations: 12, minimum: '1.00000000', watched: true },
    { network: 'TRC20', confirmations: 20, minimum: '10.00000000', watched: false },
  ],
  list,
})

const coin = (network: string) => ({
  id: network === 'ERC20' ? 1 : 2,
  currency: 3,
  currency_id: 3,
  name: `USDT-${network}`,
  network,
  networks: ['ERC20', 'TRC20'],
  address: '',
  is_charge: 1,
  is_withdraw: 1,
  logo: '',
  status: 1,
  type: 0,
})

let view: Rendered | undefined
const startLang = activeLang()

async function open() {
  view = await render(withProviders(<ReceiveScreen />, { path: `${ROUTES.fundReceive}?currency=3` }).element)
  for (let i = 0; i < 4; i += 1) await advance(20)
}

const text = () => document.body.textContent ?? ''
const asked = (url: string) => api.asked.filter((call) => call.url === url)
/** The section of the address on one network: its header, QR code, address and terms. */
const sectionOf = (address: string) =>
  [...document.querySelectorAll('section')].find((s) => s.querySelector('.address-box')?.textContent === address)

beforeEach(async () => {
  vi.useFakeTimers()
  await changeLanguage('en')
  api.answers.clear()
  api.asked = []
  api.answers.set('/wallet/get_in_address', { erc20: ERC20_ADDRESS, trc20: TRC20_ADDRESS })
  api.answers.set('/paymentslist', { list: [coin('ERC20'), coin('TRC20')] })
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

describe('the deposit screen', () => {
  it('shows the minimum, the confirmations required and a confirming deposit’s progress', async () => {
    api.answers.set(
      '/wallet/chain_deposits',
      chain([
        sighting({}),
        sighting({
          id: 6,
          amount: '50.00000000',
          confirmations: 12,
          status: 2,
          deposit_id: 41,
          status_text: 'Credited',
          tx_hash: '0x1111222233334444555566667777888899990000aaaabbbbccccddddeeeeffff',
        }),
      ]),
    )
    await open()

    expect(asked('/wallet/chain_deposits').at(-1)?.data).toEqual({ currency: 3 })
    // Each network's terms sit under its own address; a network without a watcher shows no confirmations.
    const erc20 = sectionOf(ERC20_ADDRESS)!.querySelector('.chain-terms')?.textContent
    expect(erc20).toContain('Minimum deposit 1 USDT')
    expect(erc20).toContain('Credited after 12 confirmations')
    const trc20 = sectionOf(TRC20_ADDRESS)!.querySelector('.chain-terms')?.textContent
    expect(trc20).toBe('Minimum deposit 10 USDT')
    expect(text()).not.toContain('Credited after 20 confirmations')

    expect(text()).toContain('Recent deposits')
    const rows = [...document.querySelectorAll('.chain-deposit-row')]
    expect(rows).toHaveLength(2)
    expect(rows[0].textContent).toContain('1,234.56789000 USDT')
    expect(rows[0].textContent).toContain('ERC20')
    expect(rows[0].textContent).toContain('0x8f2a5c1e…4c3d2e1f')
    expect(rows[0].textContent).not.toContain(HASH)
    expect(rows[0].querySelector('a')).toBeNull()
    expect(rows[0].textContent).toContain('Confirming 4/12')
    const progress = rows[0].querySelector('[role="progressbar"]')!
    expect(progress.getAttribute('aria-valuenow')).toBe('4')
    expect(progress.getAttribute('aria-valuemax')).toBe('12')
    expect(progress.querySelector<HTMLElement>('.adm-progress-bar-fill')?.style.width).toBe('33%')

    expect(rows[1].textContent).toContain('50.00000000 USDT')
    expect(rows[1].textContent).toContain('Credited')
    expect(rows[1].querySelector('[role="progressbar"]')).toBeNull()

    // The address, its QR code and the claim form are still there.
    expect(text()).toContain(ERC20_ADDRESS)
    expect(document.querySelector('input[name="claim_amount"]')).not.toBeNull()
  })

  it('reads the deposits again while one is confirming, and stops once it is credited', async () => {
    api.answers.set('/wallet/chain_deposits', chain([sighting({})]))
    await open()
    const first = asked('/wallet/chain_deposits').length

    api.answers.set('/wallet/chain_deposits', chain([sighting({ confirmations: 9, status_text: 'Confirming 9/12' })]))
    await advance(5_000)
    expect(asked('/wallet/chain_deposits').length).toBe(first + 1)
    expect(text()).toContain('Confirming 9/12')
    expect(document.querySelector<HTMLElement>('.chain-deposit-row .adm-progress-bar-fill')?.style.width).toBe('75%')

    api.answers.set(
      '/wallet/chain_deposits',
      chain([sighting({ confirmations: 12, status: 2, deposit_id: 41, status_text: 'Credited' })]),
    )
    await advance(5_000)
    expect(text()).toContain('Credited')
    expect(document.querySelector('.chain-deposit-row [role="progressbar"]')).toBeNull()
    const settled = asked('/wallet/chain_deposits').length

    // Nothing is confirming: no more reads on a timer (pushes bring the next sighting).
    await advance(30_000)
    expect(asked('/wallet/chain_deposits').length).toBe(settled)
  })

  it('says there are no deposits yet where a watcher credits them, and shows no list where none does', async () => {
    api.answers.set('/wallet/chain_deposits', chain([]))
    await open()
    expect(text()).toContain('Recent deposits')
    expect(text()).toContain('No records yet')
    view?.unmount()
    document.body.innerHTML = ''

    api.answers.set('/wallet/chain_deposits', {
      terms: [{ network: 'TRC20', confirmations: 20, minimum: '10.00000000', watched: false }],
      list: [],
    })
    api.answers.set('/wallet/get_in_address', TRC20_ADDRESS)
    await open()
    expect(text()).toContain('Minimum deposit 10 USDT')
    expect(text()).not.toContain('Recent deposits')
    expect(text()).not.toContain('confirmations')
  })

  it('asks for no claim where a watcher credits every network of the asset, and keeps the claim where one does not', async () => {
    api.answers.set('/wallet/chain_deposits', chain([]))
    await open()
    expect(text()).toContain('Claim a deposit')
    expect(text()).toContain('once custody confirms them')
    view?.unmount()
    document.body.innerHTML = ''

    api.answers.set('/wallet/chain_deposits', {
      terms: [{ network: 'ERC20', confirmations: 12, minimum: '0.00100000', watched: true }],
      list: [],
    })
    api.answers.set('/wallet/get_in_address', ERC20_ADDRESS)
    await open()
    expect(text()).toContain('credited by themselves once they have the confirmations shown')
    expect(text()).not.toContain('Claim a deposit')
  })
})
