import type * as AntdMobile from 'antd-mobile'
import { Dialog } from 'antd-mobile'
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
import { ResellScreen } from './ResellScreen'

const api = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  posted: [] as Array<{ url: string; data: unknown }>,
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
  }
})

/** The date pickers the form opened, by title: the test confirms a time in them as a user would. */
const pickers = vi.hoisted(() => new Map<string, { visible?: boolean; onConfirm?: (date: Date) => void }>())

vi.mock('antd-mobile', async (importOriginal) => {
  const original = await importOriginal<typeof AntdMobile>()
  return {
    ...original,
    DatePicker: (props: { title?: string; visible?: boolean; onConfirm?: (date: Date) => void }) => {
      pickers.set(String(props.title), props)
      return null
    },
  }
})

const READER = 7
let view: Rendered | undefined

/** Opens the time field `name` and confirms the wall-clock time `value` (`YYYY-MM-DDTHH:MM`) in its picker. */
async function pick(name: 'start' | 'end', value: string) {
  await act(async () => document.querySelector<HTMLButtonElement>(`button[name="${name}"]`)!.click())
  const picker = pickers.get(name === 'start' ? zh.start_time : zh.end_time)
  expect(picker?.visible).toBe(true)
  const [y, mo, d, h, mi] = value.split(/[-T:]/).map(Number)
  await act(async () => picker!.onConfirm!(new Date(y, mo - 1, d, h, mi)))
}

async function show() {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <ResellScreen />
    </Suspense>,
    { path: '/pages/nft/resell?code=NFT0005' },
  )
  view = await render(app.element)
  await until(() => document.querySelector('.nft-form') !== null)
  return app
}

async function chooseAuction() {
  const option = [...document.querySelectorAll<HTMLElement>('.nft-pay-type .adm-selector-item')].find(
    (item) => item.textContent === zh.pay_auction,
  )!
  await act(async () => option.click())
  await until(() => document.querySelector('input[name="per_increase"]') !== null)
}

const submit = () => act(async () => document.querySelector<HTMLButtonElement>('.nft-submit')!.click())
const listed = () => api.posted.filter((call) => call.url === '/bind_box/resellNFT')

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  vi.spyOn(Dialog, 'confirm').mockResolvedValue(true)
  api.answers.clear()
  api.posted = []
  api.answers.set(
    '/bind_box/getBoxDetail',
    testDetail({ owner: READER, resell_nft_status: 0, status: 0, buy_status: 0 }),
  )
  api.answers.set('/bind_box/getRules', { fee_rate: '2.5', royalty_rate: '5', pay_hours: 24, forfeit_to: 'seller' })
  api.answers.set('/bind_box/resellNFT', 'ok')
  useSession.setState({ token: 'token', user: { id: READER } as never })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '', user: null })
})

describe('the resale form', () => {
  it('warns that a listing cannot be withdrawn and shows what the seller receives after fee and royalty', async () => {
    await show()
    expect(document.querySelector('.nft-warning')?.textContent).toBe(zh.no_withdraw)
    await type('price', '100')
    await until(() => document.querySelector('.nft-net')?.textContent === '92.5 USDT')
  })

  it('refuses an end before the start and a bad increment with the localized messages, and sends nothing', async () => {
    await show()
    await chooseAuction()
    await type('price', '100')
    await type('per_increase', '0')
    await pick('start', '2030-05-02T10:00')
    await pick('end', '2030-05-01T10:00')
    await submit()
    expect(document.querySelector('.nft-end-error')?.textContent).toBe(zh.end_before_start)
    expect(document.querySelector('.nft-increment-error')?.textContent).toBe(zh.invalid_increment)
    expect(document.querySelector('.nft-price-error')).toBeNull()
    await type('per_increase', '1.2.3')
    expect(document.querySelector('.nft-increment-error')?.textContent).toBe(zh.invalid_increment)
    expect(Dialog.confirm).not.toHaveBeenCalled()
    expect(listed()).toEqual([])
  })

  it('writes the chosen times as the NFT pages do, whatever the browser’s language', async () => {
    await show()
    await pick('start', '2030-05-01T09:05')
    await pick('end', '2030-05-08T21:30')
    expect(document.querySelector('button[name="start"]')?.textContent).toBe('2030-05-01 09:05')
    expect(document.querySelector('button[name="end"]')?.textContent).toBe('2030-05-08 21:30')
  })

  it('refuses a wrong price with its message once the form is sent', async () => {
    await show()
    expect(document.querySelector('.nft-price-error')).toBeNull()
    await submit()
    expect(document.querySelector('.nft-price-error')?.textContent).toBe(zh.invalid_price)
    expect(listed()).toEqual([])
  })

  it('lists an auction after the warning is confirmed, with display times in the platform zone', async () => {
    const app = await show()
    await chooseAuction()
    await type('price', '100')
    await type('per_increase', '5')
    await pick('start', '2030-05-01T10:00')
    await pick('end', '2030-05-08T10:00')
    await submit()
    expect(Dialog.confirm).toHaveBeenCalledWith(expect.objectContaining({ content: zh.no_withdraw }))
    await until(() => listed().length > 0)
    expect(listed()[0].data).toEqual({
      code: 'NFT0005',
      pay_type: 2,
      price: '100',
      per_increase: '5',
      start_time: '2030-05-01 10:00:00',
      end_time: '2030-05-08 10:00:00',
    })
    await until(() => app.router.state.location.pathname === '/pages/nft/myNft')
  })

  it('does not offer the form for an artwork the reader does not hold', async () => {
    api.answers.set('/bind_box/getBoxDetail', testDetail({ owner: READER, resell_nft_status: 1 }))
    const app = withProviders(
      <Suspense fallback={<p>loading</p>}>
        <ResellScreen />
      </Suspense>,
      { path: '/pages/nft/resell?code=NFT0005' },
    )
    view = await render(app.element)
    await until(() => document.querySelector('.state-title') !== null)
    expect(document.querySelector('.state-title')?.textContent).toBe(zh.cannot_resell)
    expect(document.querySelector('.nft-form')).toBeNull()
  })
})
