import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activeLang, changeLanguage, t } from '@/lib/i18n'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { withProviders } from '@/test/providers'
import { advance, render, type Rendered } from '@/test/render'
import { FundTransferScreen } from './FundTransferScreen'

const row = (currency: number, currency_name: string, change_balance: string) => ({
  id: currency,
  currency,
  currency_name,
  change_balance,
  cny_price: '0',
  is_charge: 0,
})

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const group = (balance: unknown[]) => ({ CNY: '0', balance, totle: '0', usdt_totle: '0' })
  const answer = (url: string) =>
    url === '/wallet/list'
      ? Promise.resolve({
          ExRate: '7',
          is_open_CTbi: 0,
          change_wallet: group([
            row(3, 'USDT', '12345.67800000'),
            row(1001, 'DEMOA', '1.00000000'),
            row(1002, 'DEMOB', '2.00000000'),
            row(6, 'DOGE', '3.00000000'),
          ]),
          lever_wallet: group([]),
          legal_wallet: group([]),
          micro_wallet: group([]),
        })
      : Promise.reject(new original.RequestError('not_found', 'not found'))
  return { ...original, get: vi.fn(answer), post: vi.fn(answer) }
})

let view: Rendered | undefined

beforeEach(() => {
  vi.useFakeTimers()
  useSession.setState({ token: 'tok' })
})

const startLang = activeLang()

afterEach(async () => {
  await changeLanguage(startLang)
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
  vi.useRealTimers()
})

async function open() {
  view = await render(withProviders(<FundTransferScreen />, { path: '/pages/fund/fundTransfer' }).element)
  for (let i = 0; i < 4; i += 1) await advance(20)
}

/** The chips of the picker under a form label. */
const chipsOf = (label: string) => {
  const item = [...document.querySelectorAll('.adm-form-item')].find((el) =>
    el.querySelector('.adm-form-item-label')?.textContent?.includes(label),
  )
  return [...(item?.querySelectorAll('.adm-selector-item') ?? [])]
}

describe('the fund transfer screen', () => {
  it('shows every coin chip with its full symbol, DEMOA, DEMOB and DOGE, in a row that wraps', async () => {
    await open()
    const chips = chipsOf(t('fund.asset'))
    // The symbol beside each icon (a coin without a bundled icon shows its first letter in the icon).
    expect(chips.map((chip) => chip.querySelector('.coin-name > span:last-child')?.textContent)).toEqual([
      'USDT',
      'DEMOA',
      'DEMOB',
      'DOGE',
    ])
    const picker = chips[0].closest('.adm-selector')!
    expect(picker.classList).toContain('chip-selector')
    // Chips sit in a wrapping row sized by their labels, not a fixed grid of four that cuts them.
    expect(picker.querySelector('.adm-grid')).toBeNull()
    expect(picker.querySelector('.adm-space-wrap')).not.toBeNull()
  })

  it('shows the account chips in a wrapping row too, whatever the language', async () => {
    await changeLanguage('ja')
    await open()
    const accounts = chipsOf(t('fund.from'))
    expect(accounts.length).toBeGreaterThan(1)
    expect(accounts.map((chip) => chip.textContent)).toContain(t('fund.account_lever'))
    expect(accounts[0].closest('.adm-selector')?.querySelector('.adm-space-wrap')).not.toBeNull()
  })

  it('shows the available amount grouped by thousands, 12,345.67800000', async () => {
    await open()
    expect(document.querySelector<HTMLInputElement>('input[name="amount"]')?.placeholder).toBe(
      t('fund.available', { amount: '12,345.67800000' }),
    )
  })
})
