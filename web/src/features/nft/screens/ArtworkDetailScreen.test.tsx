import { act, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { type } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import { testDetail } from '../fixtures'
import zh from '../locales/zh.json'
import type { NftDetail } from '../types'
import { ArtworkDetailScreen, ArtworkVideoScreen } from './ArtworkDetailScreen'

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

const READER = 7
let view: Rendered | undefined

async function show(detail: NftDetail, video = false) {
  view?.unmount()
  api.answers.set('/bind_box/getBoxDetail', detail)
  const path = `/pages/nft/${video ? 'artworkDetail_video' : 'artworkDetail'}?code=${detail.code}`
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>{video ? <ArtworkVideoScreen /> : <ArtworkDetailScreen />}</Suspense>,
    { path },
  )
  view = await render(app.element)
  await until(() => document.querySelector('.nft-detail') !== null)
  return app
}

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text)

const asked = (url: string) => api.asked.filter((call) => call.url === url).length

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  api.answers.clear()
  api.asked = []
  api.sent = []
  api.answers.set('/bind_box/getProvenance', [
    {
      id: 1,
      kind: 'mint',
      from_uid: null,
      from_name: '',
      to_uid: 21,
      to_name: 'Mei',
      price: '0',
      currency_name: 'USDT',
      created: '2026-01-01 10:00:00',
      created_ts: 1767232800000,
    },
  ])
  api.answers.set('/bind_box/getBindBoxQuotationLog', [])
  api.answers.set('/bind_box/getRules', { fee_rate: '2.5', royalty_rate: '5', pay_hours: 24, forfeit_to: 'seller' })
  api.answers.set('/wallet/list', {
    legal_wallet: { balance: [] },
    change_wallet: { balance: [{ currency: 3, currency_name: 'USDT', change_balance: '500.00000000' }] },
  })
  useSession.setState({ token: 'token', user: { id: READER } as never })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '', user: null })
})

describe('the artwork detail screen', () => {
  it('shows the buy button for a fixed-price artwork on sale that the reader does not own', async () => {
    await show(testDetail())
    expect(document.querySelector('.nft-name')?.textContent).toBe('Harbour at dusk')
    expect(document.querySelector('.nft-status')?.textContent).toBe(zh.status_on_sale)
    expect(document.querySelector('.nft-price')?.textContent).toBe('100 USDT')
    expect(document.querySelector('.nft-clock')?.textContent).toMatch(
      /^1天 00:00:00 后结束$|^(23|24):\d\d:\d\d 后结束$/,
    )
    expect(document.querySelector('.nft-buy')?.textContent).toBe(zh.buy_now)
    await until(() => document.querySelector('.nft-prov-row') !== null)
    expect(document.querySelector('.nft-prov-row')?.textContent).toContain(zh.prov_mint)
  })

  it('hides the buy button before the sale starts, after it ends, on an auction and on the reader’s own artwork, which offers no resale while listed', async () => {
    const now = Date.now()
    const cases: Array<[string, Partial<NftDetail>]> = [
      ['not started', { buy_status: 2, start_ts: now + 3_600_000 }],
      ['ended', { buy_status: 0 }],
      ['not listed', { buy_status: 0, status: 0 }],
      ['auction', { pay_type: 2 }],
      ['owned', { owner: READER }],
    ]
    for (const [name, overrides] of cases) {
      await show(testDetail(overrides))
      expect(`${name}: ${document.querySelector('.nft-buy') === null}`).toBe(`${name}: true`)
    }
    expect(document.querySelector('.nft-owned')?.textContent).toContain(zh.owned_by_you)
    // The reader's own listing is running: there is nothing to resell until it ends.
    expect(document.querySelector('.nft-resell')).toBeNull()
  })

  it('shows an artwork the reader bought as held, offers to resell it, and counts down to no sale that is over', async () => {
    // After a purchase the row keeps the sold state of the listing it was bought from, no longer listed.
    await show(testDetail({ owner: READER, resell_nft_status: 2, status: 0, buy_status: 0 }))
    expect(document.querySelector('.nft-resell-state')?.textContent).toBe(zh.resell_held)
    expect(document.querySelector('.nft-resell')).not.toBeNull()
    expect(document.querySelector('.nft-status')?.textContent).toBe(zh.status_ended)
    expect(document.querySelector('.nft-clock')).toBeNull()
  })

  it('sends a guest who taps buy to log in first', async () => {
    useSession.setState({ token: '', user: null })
    const app = await show(testDetail())
    await act(async () => document.querySelector<HTMLButtonElement>('.nft-buy')!.click())
    expect(app.router.state.location.pathname).toBe('/pages/common/login')
  })

  it('buys once with a key after showing the price and the balance', async () => {
    const app = await show(testDetail())
    await until(() => asked('/bind_box/getProvenance') === 1)
    await act(async () => document.querySelector<HTMLButtonElement>('.nft-buy')!.click())
    await until(() => document.querySelector('.nft-available')?.textContent === '500 USDT')
    expect(document.querySelector('.nft-sheet-price')?.textContent).toBe('100 USDT')
    await act(async () => document.querySelector<HTMLButtonElement>('.nft-confirm')!.click())
    await until(() => api.sent.length > 0)
    // Every purchase carries a seed made in the browser; the server never picks one.
    expect(api.sent[0]).toMatchObject({
      url: '/bind_box/buyNFT',
      data: { code: 'NFT0005', client_seed: expect.stringMatching(/^[0-9a-f]{32}$/) },
    })
    expect(api.sent[0].key).toMatch(/^[0-9a-f]{32}$/)
    await until(() => app.router.state.location.pathname === '/pages/nft/myNft')
    expect(toast.success).toHaveBeenCalledWith(zh.bought)
    // The provenance is read again, now with the sale.
    await until(() => asked('/bind_box/getProvenance') === 2)
  })

  it('asks for the margin before a bid and explains it is returned, or forfeited after the pay-by hours', async () => {
    await show(testDetail({ pay_type: 2, margin_paid: false }))
    expect(document.querySelector('.nft-bid')).toBeNull()
    await act(async () => document.querySelector<HTMLButtonElement>('.nft-margin')!.click())
    await until(() => document.querySelector('.nft-margin-forfeit') !== null)
    expect(document.querySelector('.nft-sheet-margin')?.textContent).toBe('10 USDT')
    expect(document.body.textContent).toContain(zh.margin_returned)
    await until(
      () => document.querySelector('.nft-margin-forfeit')?.textContent === fill(zh.margin_forfeit.other, { hours: 24 }),
    )
    await act(async () => document.querySelector<HTMLButtonElement>('.nft-confirm')!.click())
    await until(() => api.sent.length > 0)
    expect(api.sent[0]).toMatchObject({ url: '/bind_box/marginNFT', data: { code: 'NFT0005' } })
  })

  it('sets the bid sheet’s minimum at the current bid plus the increment and refuses a lower bid', async () => {
    await show(testDetail({ pay_type: 2, margin_paid: true, current_bid: '120.00000000', bid_count: 3 }))
    expect(document.querySelector('.nft-current-bid')?.textContent).toBe('120 USDT')
    await act(async () => document.querySelector<HTMLButtonElement>('.nft-bid')!.click())
    await until(() => document.querySelector('.nft-bid-min') !== null)
    expect(document.querySelector('.nft-bid-min')?.textContent).toBe('125 USDT')
    await type('bid', '124.5')
    expect(document.querySelector('.nft-bid-error')?.textContent).toBe(
      fill(zh.bid_too_low, { min: 125, currency: 'USDT' }),
    )
    expect(document.querySelector<HTMLButtonElement>('.nft-sheet .nft-confirm')!.disabled).toBe(true)
    await type('bid', '125')
    expect(document.querySelector('.nft-bid-error')).toBeNull()
    await act(async () => document.querySelector<HTMLButtonElement>('.nft-sheet .nft-confirm')!.click())
    await until(() => api.sent.length > 0)
    expect(api.sent[0]).toMatchObject({
      url: '/bind_box/auctionNFT',
      data: { code: 'NFT0005', price: '125', exact: 1 },
    })
    expect(api.sent[0].key).toMatch(/^[0-9a-f]{32}$/)
  })

  it('sets the bid sheet’s minimum at the starting price for the first bid', async () => {
    await show(testDetail({ pay_type: 2, margin_paid: true, current_bid: null, price: '100.00000000' }))
    await act(async () => document.querySelector<HTMLButtonElement>('.nft-bid')!.click())
    await until(() => document.querySelector('.nft-bid-min') !== null)
    expect(document.querySelector('.nft-bid-min')?.textContent).toBe('100 USDT')
    expect(document.querySelector('.nft-bid-rule')?.textContent).toBe(
      fill(zh.bid_first_rule, { min: 100, currency: 'USDT' }),
    )
  })

  it('says in the bid sheet that the whole bid is frozen until outbid or until it pays for the artwork, the margin counting towards it', async () => {
    await show(testDetail({ pay_type: 2, margin_paid: true, current_bid: '120.00000000', bid_count: 3 }))
    await act(async () => document.querySelector<HTMLButtonElement>('.nft-bid')!.click())
    await until(() => document.querySelector('.nft-bid-frozen') !== null)
    expect(document.querySelector('.nft-bid-frozen')?.textContent).toBe(
      fill(zh.bid_frozen_margin, { margin: 10, currency: 'USDT' }),
    )
  })

  it('says in the bid sheet of an auction without a margin that the whole bid is frozen until outbid or until it pays for the artwork', async () => {
    await show(testDetail({ pay_type: 2, margin_paid: true, margin: '0.00000000', current_bid: null }))
    await act(async () => document.querySelector<HTMLButtonElement>('.nft-bid')!.click())
    await until(() => document.querySelector('.nft-bid-frozen') !== null)
    expect(document.querySelector('.nft-bid-frozen')?.textContent).toBe(zh.bid_frozen)
  })

  it('reads the live bids again every five seconds while the auction runs', async () => {
    api.answers.set('/bind_box/getBindBoxQuotationLog', [
      {
        id: 9,
        price: '120.00000000',
        currency_name: 'USDT',
        head_portrait: '',
        nick_name: 'Kai',
        nft_image: '',
        nft_name: 'Harbour at dusk',
        created: '2026-03-01 10:00:00',
      },
    ])
    await show(testDetail({ pay_type: 2, current_bid: '120.00000000' }))
    await until(() => document.querySelector('.nft-bid-row') !== null)
    expect(document.querySelector('.nft-bid-price')?.textContent).toBe('120 USDT')
    const before = asked('/bind_box/getBindBoxQuotationLog')
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5_300))
    })
    expect(asked('/bind_box/getBindBoxQuotationLog')).toBeGreaterThan(before)
  }, 10_000)

  it('plays a video artwork with the browser’s controls over its poster', async () => {
    await show(testDetail({ type: 'video', image: '/upload/clip.mp4', cover: '/upload/clip.jpg' }), true)
    const video = document.querySelector('video')!
    expect(video.hasAttribute('controls')).toBe(true)
    expect(video.hasAttribute('playsinline')).toBe(true)
    expect(video.getAttribute('preload')).toBe('metadata')
    expect(video.getAttribute('poster')).toMatch(/\/upload\/clip\.jpg$/)
    expect(video.getAttribute('src')).toMatch(/\/upload\/clip\.mp4$/)
  })
})
