import { createHash } from 'node:crypto'
import { act, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import { testDetail, testSeries } from '../fixtures'
import zh from '../locales/zh.json'
import type { NftOpened } from '../types'
import { BoxScreen } from './BoxScreen'

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

const READER = 7
const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest()
const seed = 'b7e1c0ffee4d2a9913f0a8c6d5e4b3a2'
const drawInput = '7:B1:77:0f1e2d3c4b5a69788796a5b4c3d2e1f0'
const series = testSeries()
const lines = series.contents.map((c) => `${c.index}|${c.name}|${c.rarity}|${c.type}|${c.weight}|${c.image}\n`).join('')
const committed = { ...series, seed_hash: sha(seed).toString('hex'), contents_hash: sha(lines).toString('hex') }

/** The index the seed and draw input select, computed apart with node's hash. */
function drawn(): number {
  const r = sha(`${seed}:${drawInput}`).readBigUInt64BE(0) % 100n
  let running = 0n
  for (const c of series.contents) {
    running += BigInt(c.weight)
    if (running > r) return c.index
  }
  throw new Error('no draw')
}

function opened(overrides: Partial<NftOpened> = {}): NftOpened {
  const content = series.contents[drawn()]
  return {
    id: 40,
    code: 'B1',
    name: content.name,
    image: content.image,
    type: content.type,
    rarity: content.rarity,
    seed,
    seed_hash: committed.seed_hash,
    draw_input: drawInput,
    index: content.index,
    contents_hash: committed.contents_hash,
    ...overrides,
  }
}

let view: Rendered | undefined

async function openBox() {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <BoxScreen />
    </Suspense>,
    { path: '/pages/nft/purchase_one?code=B1' },
  )
  view = await render(app.element)
  await until(() => document.querySelector('.nft-open') !== null)
  await act(async () => document.querySelector<HTMLButtonElement>('.nft-open')!.click())
  await until(() => document.querySelectorAll('.nft-check').length === 3)
}

const result = (check: string) =>
  document.querySelector(`.nft-check[data-check="${check}"] .nft-check-result`)?.textContent

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  api.answers.clear()
  api.posted = []
  api.answers.set(
    '/bind_box/getBoxDetail',
    testDetail({
      code: 'B1',
      name: 'Tide pools',
      pay_type: 3,
      is_opened: 0,
      owner: READER,
      series_id: 7,
      series: committed,
      draw_input: drawInput,
    }),
  )
  useSession.setState({ token: 'token', user: { id: READER } as never })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '', user: null })
})

describe('opening a blind box', () => {
  it('shows the artwork drawn and passes every check of the draw recomputed in the browser', async () => {
    api.answers.set('/bind_box/openBlindBox', opened())
    await openBox()
    expect(api.posted.find((call) => call.url === '/bind_box/openBlindBox')?.data).toEqual({ code: 'B1' })
    expect(document.querySelector('.nft-drawn-name')?.textContent).toBe(series.contents[drawn()].name)
    await until(() => result('draw') !== zh.check_pending)
    expect([result('contents'), result('seed'), result('draw')]).toEqual([zh.check_pass, zh.check_pass, zh.check_pass])
    expect(document.querySelector('.nft-draw-index')?.getAttribute('data-index')).toBe(String(drawn()))
  })

  it('fails the draw check when the server’s index is not the one the seed selects', async () => {
    api.answers.set('/bind_box/openBlindBox', opened({ index: (drawn() + 1) % 3 }))
    await openBox()
    await until(() => result('draw') !== zh.check_pending)
    expect([result('contents'), result('seed'), result('draw')]).toEqual([zh.check_pass, zh.check_pass, zh.check_fail])
  })

  it('fails the seed check when the revealed seed is not the committed one', async () => {
    api.answers.set('/bind_box/openBlindBox', opened({ seed: `c${seed.slice(1)}` }))
    await openBox()
    await until(() => result('seed') !== zh.check_pending)
    expect(result('seed')).toBe(zh.check_fail)
  })

  it('says the draw can be verified once the series is revealed while the seed is still hidden', async () => {
    api.answers.set('/bind_box/openBlindBox', opened({ seed: '' }))
    await openBox()
    expect(document.querySelector('.nft-verify-later')?.textContent).toBe(zh.verify_after_reveal)
    expect([result('contents'), result('seed'), result('draw')]).toEqual([
      zh.check_pass,
      zh.check_pending,
      zh.check_pending,
    ])
  })
})
