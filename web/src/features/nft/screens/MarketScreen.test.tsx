import { act, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import { testPayOrder, testRow, testSeries } from '../fixtures'
import zh from '../locales/zh.json'
import { MarketScreen } from './MarketScreen'

const api = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  asked: [] as Array<{ url: string; data: Record<string, unknown> }>,
}))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data: Record<string, unknown> = {}) => {
    api.asked.push({ url, data })
    return api.answers.has(url)
      ? Promise.resolve(structuredClone(api.answers.get(url)))
      : Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return { ...original, get: vi.fn(answer), post: vi.fn(answer) }
})

let view: Rendered | undefined

async function show(path: string, ready: string) {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <MarketScreen />
    </Suspense>,
    { path },
  )
  view = await render(app.element)
  await until(() => document.querySelector(ready) !== null)
  return app
}

const lists = () => api.asked.filter((call) => call.url === '/bind_box/getBoxList').map((call) => call.data)

beforeEach(() => {
  api.answers.clear()
  api.asked = []
  api.answers.set('/bind_box/getNftCurrency', [
    { id: 3, name: 'USDT' },
    { id: 1, name: 'BTC' },
  ])
  api.answers.set('/bind_box/getBoxList', [
    testRow(),
    testRow({ code: 'NFT0006', name: 'Night train', pay_type: 2, current_bid: '130.00000000', type: 'video' }),
  ])
  api.answers.set('/bind_box/getSeriesList', [testSeries(), testSeries({ id: 8, name: 'Sold', sold: 100 })])
  api.answers.set('/bind_box/getNeedPayNFTOrder', [testPayOrder(), testPayOrder({ id: 32, is_read: 1 })])
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '', user: null })
})

describe('the NFT market', () => {
  it('lists fixed-price artworks first, each tile opening its detail, a video its video detail', async () => {
    await show('/pages/nft/nft', '.nft-tile')
    expect(lists()[0]).toMatchObject({ pay_type: 1, page: 1 })
    const tile = document.querySelector('.nft-tile[data-code="NFT0005"]')!
    expect(tile.getAttribute('href')).toContain('/pages/nft/artworkDetail?code=NFT0005')
    expect(tile.querySelector('.nft-tile-price strong')?.textContent).toBe('100 USDT')
    const video = document.querySelector('.nft-tile[data-code="NFT0006"]')!
    expect(video.getAttribute('href')).toContain('/pages/nft/artworkDetail_video?code=NFT0006')
    expect(video.querySelector('.nft-tile-price small')?.textContent).toBe(zh.current_bid)
    expect(video.querySelector('.nft-tile-price strong')?.textContent).toBe('130 USDT')
  })

  it('asks for auctions on their tab and sends the chosen currency, type and status filters', async () => {
    await show('/pages/nft/nft?tab=auction&currency=1&type=audio&status=1', '.nft-tile')
    expect(lists()[0]).toMatchObject({ pay_type: 2, currency: 1, type: 'audio', status: 1 })
    const select = document.querySelector<HTMLSelectElement>(`select[aria-label="${zh.filter_currency}"]`)!
    await until(() => select.options.length === 3)
    await act(async () => {
      select.value = ''
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await until(() => lists().some((data) => data.currency === undefined && data.pay_type === 2))
  })

  it('shows the blind-box series with boxes sold, and filters the sold-out ones by status', async () => {
    await show('/pages/nft/nft?tab=box', '.nft-series')
    expect(document.querySelectorAll('.nft-series')).toHaveLength(2)
    expect(document.querySelector('.nft-series[data-series="7"]')?.getAttribute('href')).toContain(
      '/pages/nft/purchase?id=7',
    )
    expect(document.querySelector('.nft-series[data-series="8"] .nft-status')?.textContent).toBe(zh.status_ended)
    view?.unmount()
    await show('/pages/nft/nft?tab=box&status=1', '.nft-series')
    expect([...document.querySelectorAll('.nft-series')].map((s) => s.getAttribute('data-series'))).toEqual(['7'])
  })

  it('counts the signed-in reader’s unread won auctions on the link to their NFTs', async () => {
    useSession.setState({ token: 'token', user: { id: 7 } as never })
    await show('/pages/nft/nft', '.nft-tile')
    await until(() => document.querySelector('.nft-link-my .adm-badge')?.textContent === '1')
  })
})
