import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RequestModule from '@/lib/request'
import { ROUTES } from '@/lib/navigation'
import { useSession } from '@/lib/session'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import type { PaymentCoin } from '../types'
import { SelectAssetScreen } from './SelectAssetScreen'

const channels = vi.hoisted(() => ({ list: [] as unknown[] }))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string) =>
    url === '/paymentslist'
      ? Promise.resolve({ list: channels.list })
      : Promise.reject(new original.RequestError('not_found', 'not found'))
  return { ...original, get: vi.fn(answer), post: vi.fn(answer) }
})

const channel = (id: number, name: string, network: string, networks: string[], open: [number, number]) =>
  ({
    id: id * 10 + networks.indexOf(network) + 1,
    currency_id: id,
    currency: id,
    name,
    type: 0,
    address: '',
    network,
    networks,
    logo: '',
    is_charge: open[0],
    is_withdraw: open[1],
    status: 1,
  }) satisfies PaymentCoin

let view: Rendered | undefined

beforeEach(() => {
  useSession.setState({ token: 'token' })
  channels.list = [
    channel(1, 'BTC', 'BTC', ['BTC'], [1, 1]),
    channel(3, 'USDT-ERC20', 'ERC20', ['ERC20', 'TRC20'], [1, 1]),
    channel(3, 'USDT-TRC20', 'TRC20', ['ERC20', 'TRC20'], [1, 1]),
    channel(9, 'DEMOA', 'ERC20', ['ERC20'], [0, 1]),
  ]
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
})

const rows = () =>
  [...document.querySelectorAll('.adm-list-item')].map((item) => ({
    coin: item.querySelector('.adm-list-item-content-main')?.childNodes[0]?.textContent,
    networks: item.querySelector('.adm-list-item-description')?.textContent ?? '',
  }))

async function open(action: 'receive' | 'withdraw') {
  const app = withProviders(<SelectAssetScreen />, { path: `${ROUTES.fundSelect}?action=${action}` })
  view = await render(app.element)
  await until(() => document.querySelectorAll('.adm-list-item').length > 0)
}

describe('the deposit and withdraw coin pickers', () => {
  it('list each coin open for deposits once, named without its network, with every network it moves on other than its own name', async () => {
    await open('receive')
    expect(rows()).toEqual([
      { coin: 'BTC', networks: '' },
      { coin: 'USDT', networks: 'ERC20 · TRC20' },
    ])
  })

  it('list the coins open for withdrawals, whatever their deposits', async () => {
    await open('withdraw')
    expect(rows().map((r) => r.coin)).toEqual(['BTC', 'USDT', 'DEMOA'])
  })
})
