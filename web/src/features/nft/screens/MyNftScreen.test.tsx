import { Dialog } from 'antd-mobile'
import { act, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import { testPayOrder, testRow } from '../fixtures'
import zh from '../locales/zh.json'
import { MyNftScreen } from './MyNftScreen'

const api = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  posted: [] as Array<{ url: string; data: unknown }>,
  sent: [] as Array<{ url: string; data: unknown; key: string }>,
}))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string) =>
    api.answers.has(url)
      ? Promise.resolve(structuredClone(api.answers.get(url)))
      : Promise.reject(new original.RequestError('not_found', 'not found'))
  return {
    ...original,
    get: vi.fn(answer),
    post: vi.fn((url: string, data: unknown) => {
      api.posted.push({ url, data })
      return answer(url)
    }),
    postOnce: vi.fn((url: string, data: unknown, key: string) => {
      api.sent.push({ url, data, key })
      return Promise.resolve('ok')
    }),
  }
})

const READER = 7
let view: Rendered | undefined

async function show(path: string, ready: string) {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <MyNftScreen />
    </Suspense>,
    { path },
  )
  view = await render(app.element)
  await until(() => document.querySelector(ready) !== null)
  return app
}

const order = (id: number) => document.querySelector(`.nft-order[data-order="${id}"]`)!
const owned = (code: string) => document.querySelector(`.nft-owned-row[data-code="${code}"]`)!
const posted = (url: string) => api.posted.filter((call) => call.url === url)

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  vi.spyOn(Dialog, 'confirm').mockResolvedValue(true)
  api.answers.clear()
  api.posted = []
  api.sent = []
  const now = Date.now()
  api.answers.set('/bind_box/getMyNFTs', [
    testRow({ code: 'A1', owner: READER, resell_nft_status: 0, status: 0 }),
    testRow({ code: 'A2', owner: READER, resell_nft_status: 1 }),
    testRow({ code: 'A3', owner: READER, resell_nft_status: 2, status: 0 }),
    testRow({ code: 'B1', owner: READER, pay_type: 3, is_opened: 0, series_id: 7, name: 'Tide pools' }),
  ])
  api.answers.set('/bind_box/getNeedPayNFTOrder', [
    testPayOrder({ id: 31, overtime: now + 2 * 3_600_000 + 30 * 60_000 }),
    testPayOrder({ id: 32, is_read: 1, is_pay: 1, pay_time: '2026-03-01 12:00:00' }),
    testPayOrder({ id: 33, is_expired: 1, overtime: now - 60_000 }),
  ])
  api.answers.set('/bind_box/getRules', { fee_rate: '2.5', royalty_rate: '5', pay_hours: 24, forfeit_to: 'seller' })
  api.answers.set('/bind_box/readNFTOrderMessage', 'ok')
  useSession.setState({ token: 'token', user: { id: READER } as never })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '', user: null })
})

describe('the caller’s NFTs', () => {
  it('lists each with its resale state, a resale link while held or bought and an open link for an unopened box', async () => {
    await show('/pages/nft/myNft', '.nft-owned-row')
    const state = (code: string) => owned(code).querySelector('.nft-resell-state')?.textContent
    expect(state('A1')).toBe(zh.resell_held)
    expect(state('A2')).toBe(zh.resell_listed)
    // Bought: the row keeps the sold state of the listing it was bought from; to its new owner it is held.
    expect(state('A3')).toBe(zh.resell_held)
    expect(state('B1')).toBe(zh.box_unopened)
    expect(owned('A1').querySelector('.nft-owned-action')?.getAttribute('href')).toContain('/pages/nft/resell?code=A1')
    expect(owned('A2').querySelector('.nft-owned-action')).toBeNull()
    expect(owned('A3').querySelector('.nft-owned-action')?.getAttribute('href')).toContain('/pages/nft/resell?code=A3')
    expect(owned('B1').querySelector('.nft-owned-action')?.getAttribute('href')).toContain(
      '/pages/nft/purchase_one?code=B1',
    )
  })
})

describe('the won auctions to pay', () => {
  it('shows the number of unread ones on their tab and each one’s pay-by countdown or state', async () => {
    await show('/pages/nft/myNft?tab=pay', '.nft-order')
    expect(document.querySelector('.nft-unread')?.textContent).toBe('2')
    expect(order(31).querySelector('.nft-order-clock')?.textContent).toMatch(/^剩余付款时间 02:(29|30):\d\d$/)
    expect(order(31).classList).toContain('nft-order-unread')
    expect(order(31).querySelector('.nft-pay')).not.toBeNull()
    expect(order(32).querySelector('.nft-order-paid')?.textContent).toBe(zh.order_paid)
    expect(order(32).querySelector('.nft-pay')).toBeNull()
    expect(order(33).querySelector('.nft-order-expired')?.textContent).toBe(zh.order_expired)
    expect(document.querySelector('.nft-pay-rule')?.textContent).toBe(zh.pay_rule.other.replace('{{hours}}', '24'))
  })

  it('counts the pay-by time down each second', async () => {
    await show('/pages/nft/myNft?tab=pay', '.nft-order')
    const before = order(31).querySelector('.nft-order-clock')?.textContent
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_100))
    })
    expect(order(31).querySelector('.nft-order-clock')?.textContent).not.toBe(before)
  })

  it('pays one once with a key after confirming, and marks its notice read', async () => {
    await show('/pages/nft/myNft?tab=pay', '.nft-order')
    await act(async () => order(31).querySelector<HTMLButtonElement>('.nft-pay')!.click())
    await until(() => api.sent.length > 0)
    expect(Dialog.confirm).toHaveBeenCalledOnce()
    expect(api.sent[0]).toMatchObject({ url: '/bind_box/payNFTOrder', data: { id: 31 } })
    expect(api.sent[0].key).toMatch(/^[0-9a-f]{32}$/)
    await until(() => posted('/bind_box/readNFTOrderMessage').length > 0)
    expect(posted('/bind_box/readNFTOrderMessage')[0].data).toEqual({ id: 31 })
  })

  it('marks a notice read and counts one fewer unread', async () => {
    await show('/pages/nft/myNft?tab=pay', '.nft-order')
    const orders = api.answers.get('/bind_box/getNeedPayNFTOrder') as Array<{ id: number; is_read: number }>
    api.answers.set(
      '/bind_box/getNeedPayNFTOrder',
      orders.map((o) => (o.id === 33 ? { ...o, is_read: 1 } : o)),
    )
    await act(async () => order(33).querySelector<HTMLButtonElement>('.nft-read')!.click())
    await until(() => document.querySelector('.nft-unread')?.textContent === '1')
    expect(posted('/bind_box/readNFTOrderMessage')[0].data).toEqual({ id: 33 })
  })
})
