import { act, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import snapshot from '@/features/liabilities/fixtures/snapshot.json'
import zh from '@/features/liabilities/locales/zh.json'
import type { LiabilitiesView, Proof } from '@/features/liabilities/types'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import LiabilitiesScreen from './index'

const api = vi.hoisted(() => ({ answers: new Map<string, unknown>() }))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string) =>
    api.answers.has(url)
      ? Promise.resolve(structuredClone(api.answers.get(url)))
      : Promise.reject(new original.RequestError('not_found', 'not found'))
  return { ...original, get: vi.fn(answer) }
})

const latest = snapshot.latest as LiabilitiesView
const proof = snapshot.proofs[0] as Proof

let view: Rendered | undefined

const shows = (text: string) => () => document.body.textContent?.includes(text) === true

async function show() {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <LiabilitiesScreen />
    </Suspense>,
    { path: '/pages/liabilities/index' },
  )
  view = await render(app.element)
}

async function verify() {
  await until(() => document.querySelector('.liab-verify') !== null)
  await act(async () => document.querySelector<HTMLButtonElement>('.liab-verify')!.click())
  await until(() => document.querySelector('.liab-result') !== null)
}

beforeEach(() => {
  api.answers.clear()
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
})

describe('proof of liabilities screen', () => {
  it('says that no snapshot is published yet before the first one', async () => {
    await show()
    await until(shows(zh.empty_title))
    expect(document.body.textContent).toContain(zh.empty_text)
  })

  it('shows a guest the snapshot’s root, users and totals by each asset’s scale, and asks them to log in', async () => {
    api.answers.set('/liabilities/latest', latest)
    await show()
    await until(() => document.querySelector('.liab-root') !== null)
    expect(document.querySelector('.liab-root')?.textContent).toBe(latest.root)
    expect(document.querySelector('.liab-users')?.textContent).toBe('5')
    const totals = [...document.querySelectorAll('.liab-totals tr')].map((row) => row.textContent)
    expect(totals).toEqual(['BTC0.50000000', 'ETH3.00000000', 'USDT101,311.62500001', 'USD12.34'])
    expect(document.body.textContent).toContain(zh.login_line)
    expect(document.querySelector('.liab-verify')).toBeNull()
    expect(document.querySelector('.liab-command')?.textContent).toBe(
      `mercato liabilities verify proof-1.json --root ${latest.root}`,
    )
  })

  it('verifies a signed-in user’s proof and shows their balances and path length', async () => {
    useSession.setState({ token: 'token' })
    api.answers.set('/liabilities/latest', latest)
    api.answers.set('/liabilities/proof', proof)
    await show()
    await verify()
    const result = document.querySelector('.liab-result')!
    expect(result.classList.contains('liab-ok')).toBe(true)
    expect(result.textContent).toContain(zh.verified)
    const balances = [...result.querySelectorAll('.liab-balances tr')].map((row) => row.textContent)
    expect(balances).toEqual(['BTC0.50000000', 'ETH0.00', 'USDT1,234.50000000', 'USD0.00'])
    expect(result.querySelector('.liab-path-length')?.textContent).toBe('3')
  })

  it('says why a proof fails when it does not lead to the published root', async () => {
    useSession.setState({ token: 'token' })
    const forged = structuredClone(proof)
    forged.balances[2] = '223450000000'
    api.answers.set('/liabilities/latest', latest)
    api.answers.set('/liabilities/proof', forged)
    await show()
    await verify()
    const result = document.querySelector('.liab-result')!
    expect(result.classList.contains('liab-failed')).toBe(true)
    expect(result.textContent).toContain(zh.failed)
    expect(result.textContent).toContain(zh.reason_wrong_root)
  })

  it('fails a proof whose own root matches but the published one differs', async () => {
    useSession.setState({ token: 'token' })
    api.answers.set('/liabilities/latest', { ...latest, root: '00'.repeat(32) })
    api.answers.set('/liabilities/proof', proof)
    await show()
    await verify()
    expect(document.querySelector('.liab-result')?.textContent).toContain(zh.reason_wrong_root)
  })

  it('tells a signed-in user who is not in the snapshot so, without an error', async () => {
    useSession.setState({ token: 'token' })
    api.answers.set('/liabilities/latest', latest)
    await show()
    await verify()
    expect(document.querySelector('.liab-result')?.textContent).toContain(zh.absent_title)
  })
})
