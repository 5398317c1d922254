import { act, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '@/lib/i18n'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import { testRow, testSeries } from '../fixtures'
import zh from '../locales/zh.json'
import { SeriesScreen } from './SeriesScreen'

const api = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  asked: [] as Array<{ url: string; data: unknown }>,
  sent: [] as Array<{ url: string; data: unknown; key: string }>,
}))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data?: unknown) => {
    api.asked.push({ url, data })
    return api.answers.has(url)
      ? Promise.resolve(structuredClone(api.answers.get(url)))
      : Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return {
    ...original,
    get: vi.fn(answer),
    post: vi.fn(answer),
    postOnce: vi.fn((url: string, data: unknown, key: string) => {
      api.sent.push({ url, data, key })
      return Promise.resolve('ok')
    }),
  }
})

let view: Rendered | undefined

async function show() {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <SeriesScreen />
    </Suspense>,
    { path: '/pages/nft/purchase?id=7' },
  )
  view = await render(app.element)
  await until(() => document.querySelector('.nft-series-page') !== null)
  return app
}

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  api.answers.clear()
  api.asked = []
  api.sent = []
  api.answers.set('/bind_box/getSeries', testSeries({ seed_hash: 'ab'.repeat(32), contents_hash: 'cd'.repeat(32) }))
  api.answers.set('/bind_box/getBoxList', [
    testRow({ code: 'X1', pay_type: 3, series_id: 8 }),
    testRow({ code: 'B2', pay_type: 3, series_id: 7 }),
  ])
  api.answers.set('/wallet/list', {
    legal_wallet: { balance: [] },
    change_wallet: { balance: [{ currency: 3, currency_name: 'USDT', change_balance: '50.00000000' }] },
  })
  useSession.setState({ token: 'token', user: { id: 7 } as never })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '', user: null })
})

describe('the blind-box series screen', () => {
  it('shows the price, boxes sold of the total, both commitments and each content’s weight and odds', async () => {
    await show()
    expect(document.querySelector('.nft-series-price')?.textContent).toBe('9.9 USDT')
    expect(document.querySelector('.nft-series-sold')?.textContent).toBe('已售 40 / 共 100 个')
    expect(document.querySelector('.nft-seed-hash')?.textContent).toBe('ab'.repeat(32))
    expect(document.querySelector('.nft-contents-hash')?.textContent).toBe('cd'.repeat(32))
    expect(document.body.textContent).toContain(zh.seed_hidden)
    const odds = (i: number) => document.querySelector(`.nft-content[data-index="${i}"] .nft-content-odds strong`)
    expect([0, 1, 2].map((i) => odds(i)?.textContent)).toEqual(['70.00%', '25.00%', '5.00%'])
  })

  it('buys the box the series offers once with a key and a fresh client seed made in the browser, then opens it', async () => {
    const app = await show()
    await act(async () => document.querySelector<HTMLButtonElement>('.nft-buy-box')!.click())
    await until(() => document.querySelector('.nft-client-seed')?.textContent !== '')
    const clientSeed = document.querySelector('.nft-client-seed')!.textContent!
    expect(clientSeed).toMatch(/^[0-9a-f]{32}$/)
    await until(() => document.querySelector('.nft-available')?.textContent === '50 USDT')
    await act(async () => document.querySelector<HTMLButtonElement>('.nft-confirm')!.click())
    await until(() => api.sent.length > 0)
    expect(api.sent[0]).toMatchObject({ url: '/bind_box/buyNFT', data: { code: 'BX7-41', client_seed: clientSeed } })
    expect(api.sent[0].key).toMatch(/^[0-9a-f]{32}$/)
    await until(() => app.router.state.location.pathname === '/pages/nft/purchase_one')
    expect(app.router.state.location.search).toBe('?code=BX7-41')
  })

  it('counts the boxes sold in the plural form of the language', async () => {
    api.answers.set('/bind_box/getSeries', testSeries({ sold: 0, total: 1 }))
    await changeLanguage('en')
    try {
      await show()
      expect(document.querySelector('.nft-series-sold')?.textContent).toBe('0 of 1 box sold')
    } finally {
      await act(() => changeLanguage('zh'))
    }
  })

  it('says the series is sold out instead of offering a box once every box is sold', async () => {
    api.answers.set('/bind_box/getSeries', testSeries({ sold: 100 }))
    await show()
    expect(document.querySelector('.nft-buy-box')).toBeNull()
    expect(document.querySelector('.nft-actions')?.textContent).toBe(zh.sold_out)
  })
})
