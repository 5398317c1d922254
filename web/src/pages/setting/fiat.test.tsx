import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/lib/i18n'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { DEFAULT_FIAT } from '@/lib/storage'
import { withProviders } from '@/test/providers'
import { advance, render, type Rendered } from '@/test/render'
import AssetsScreen from '../fund/assets'
import SettingScreen from './setting'

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const group = (usdt: string) => ({ balance: [], totle: usdt, usdt_totle: usdt, CNY: '0' })
  const answer = (url: string) => {
    if (url === '/fiat/rates') {
      return Promise.resolve({
        base: 'USD',
        date: '2026-11-01',
        stale: false,
        source: 'test',
        list: [
          { currency_code: 'USD', rate: '1' },
          { currency_code: 'CNY', rate: '7.12' },
          { currency_code: 'EUR', rate: '0.86' },
        ],
      })
    }
    if (url === '/wallet/list') {
      return Promise.resolve({
        legal_wallet: group('0'),
        change_wallet: group('1000.00'),
        lever_wallet: group('0'),
        micro_wallet: group('0'),
        ExRate: '7.20',
        is_open_CTbi: 1,
      })
    }
    return Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return { ...original, get: vi.fn(answer), post: vi.fn(answer) }
})

let view: Rendered | undefined

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
  useSession.setState({ token: '', fiat: DEFAULT_FIAT })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '', fiat: DEFAULT_FIAT })
  vi.useRealTimers()
})

async function tap(text: string) {
  const target = [...document.querySelectorAll<HTMLElement>('.adm-list-item')].find((el) =>
    el.textContent?.includes(text),
  )
  expect(target).toBeDefined()
  await act(async () => target?.querySelector<HTMLElement>('.adm-list-item-content')?.click())
  await advance(300)
}

describe('the display currency', () => {
  it('is US dollars until the user picks another one in the settings, which is remembered', async () => {
    view = await render(withProviders(<SettingScreen />, { path: '/pages/setting/setting' }).element)
    await advance(0)
    const item = () =>
      [...document.querySelectorAll('.adm-list-item')].find((el) => el.textContent?.includes(t('setting.fiat')))
    expect(item()?.textContent).toContain('USD')
    await tap(t('setting.fiat'))
    expect(document.body.textContent).toContain('1 USD = 7.12 CNY')
    await tap('CNY')
    expect(useSession.getState().fiat).toEqual({ currency_code: 'CNY', rate: '7.12' })
    expect(JSON.parse(localStorage.getItem('mercato.fiat') ?? 'null')).toEqual({ currency_code: 'CNY', rate: '7.12' })
    expect(item()?.textContent).toContain('CNY')
  })

  it('values the total assets in the chosen currency', async () => {
    useSession.setState({ token: 'tok', fiat: { currency_code: 'EUR', rate: '0.80' } })
    view = await render(withProviders(<AssetsScreen />, { path: '/pages/fund/assets' }).element)
    await advance(50)
    await advance(50)
    expect(document.querySelector('.assets-total-value')?.textContent).toBe('1,000.00')
    // The rate comes from the published list once it has loaded, not from the one stored with the choice.
    expect(document.querySelector('.assets-total-cny')?.textContent).toBe('≈ €860.00')
  })
})
