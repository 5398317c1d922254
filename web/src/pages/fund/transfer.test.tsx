import { Dialog } from 'antd-mobile'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/lib/i18n'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { type } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { advance, render, type Rendered } from '@/test/render'
import ConvertScreen from './transfer'

const api = vi.hoisted(() => ({ calls: [] as Array<{ url: string; data: unknown; key?: string }> }))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data?: Record<string, unknown>) => {
    api.calls.push({ url, data })
    if (url === '/user/getTransferList') {
      return Promise.resolve({
        transfer: [
          { id: 1, name: 'BTC' },
          { id: 3, name: 'USDT' },
          { id: 2, name: 'ETH' },
        ],
        wallet: [
          { currency: 1, change_balance: '0.50000000' },
          { currency: 3, change_balance: '100.00000000' },
        ],
      })
    }
    if (url === '/user/getTransferFee') return Promise.resolve({ form_price: '95000', to_price: '1', fee: '0.2' })
    return Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return {
    ...original,
    get: vi.fn(answer),
    post: vi.fn(answer),
    postOnce: vi.fn((url: string, data: Record<string, unknown>, key: string) => {
      api.calls.push({ url, data, key })
      return Promise.resolve('Converted')
    }),
  }
})

let view: Rendered | undefined

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  vi.spyOn(Dialog, 'confirm').mockResolvedValue(true)
  api.calls = []
  useSession.setState({ token: 'tok' })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
  vi.useRealTimers()
})

async function typeAmount(value: string) {
  await type('amount', value)
  await advance(20)
}

describe('coin conversion', () => {
  it('estimates what arrives after the fee and converts with an idempotency key', async () => {
    view = await render(withProviders(<ConvertScreen />, { path: '/pages/fund/transfer' }).element)
    for (let i = 0; i < 4; i += 1) await advance(20)
    expect(api.calls).toContainEqual({ url: '/user/getTransferFee', data: { from_currency_id: 1, to_currency_id: 3 } })
    expect(document.body.textContent).toContain('1 BTC ≈ 95000 USDT')
    await typeAmount('0.1')
    expect(document.querySelector('.convert-receive')?.textContent).toBe('≈ 9481.00000000 USDT')
    await typeAmount('0.6')
    expect(document.body.textContent).toContain(t('convert.over_balance'))
    await typeAmount('0.1')
    const submit = [...document.querySelectorAll('button')].find((b) => b.textContent === t('convert.submit'))
    await act(async () => submit?.click())
    await advance(20)
    const sent = api.calls.find((c) => c.url === '/user/Transfer')
    expect(sent?.data).toEqual({ number: '0.1', from_currency_id: 1, to_currency_id: 3 })
    expect(sent?.key).toMatch(/^[0-9a-f]{32}$/)
    expect(toast.success).toHaveBeenCalledWith('Converted')
  })

  it('shows each coin chip with its full symbol in a row that wraps instead of cutting it', async () => {
    view = await render(withProviders(<ConvertScreen />, { path: '/pages/fund/transfer' }).element)
    for (let i = 0; i < 4; i += 1) await advance(20)
    const pickers = [...document.querySelectorAll('.adm-selector')]
    expect(pickers).toHaveLength(2)
    for (const picker of pickers) {
      expect(picker.classList).toContain('chip-selector')
      expect(picker.querySelector('.adm-grid')).toBeNull()
      expect(picker.querySelector('.adm-space-wrap')).not.toBeNull()
    }
    const symbols = [...pickers[0].querySelectorAll('.coin-name > span:last-child')].map((el) => el.textContent)
    expect(symbols).toEqual(['BTC', 'USDT', 'ETH'])
  })
})
