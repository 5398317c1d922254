import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RequestModule from '@/lib/request'
import { ROUTES } from '@/lib/navigation'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { click, type } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import { WithdrawScreen } from './WithdrawScreen'

const api = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  refusals: [] as string[],
  sent: [] as Array<{ url: string; data: Record<string, unknown>; key?: string }>,
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
    post: vi.fn(answer),
    postOnce: vi.fn((url: string, data: Record<string, unknown>, key: string) => {
      api.sent.push({ url, data, key })
      const refusal = api.refusals.shift()
      if (refusal) return Promise.reject(new original.RequestError(refusal, refusal))
      return Promise.resolve('Withdrawal submitted')
    }),
  }
})

const user = { id: 7, email: 'ada@example.com', phone: '', real_level: 1, review_status: 2 }
const info = {
  name: 'USDT',
  change_balance: '100',
  legal_balance: '0',
  fee_min: '0',
  rate: '0.01',
  min_number: '1',
  networks: ['TRC20'],
  limit_24h: '10',
  used_24h: '0',
}
const status = (enabled: number) => ({
  enabled,
  pending: 0,
  enabled_at_ts: enabled ? 1 : null,
  recovery_codes_left: 10,
})

let view: Rendered | undefined
let router: ReturnType<typeof withProviders>['router'] | undefined

async function fillAndConfirm() {
  const app = withProviders(<WithdrawScreen />, { path: `${ROUTES.fundWithdraw}?currency=3` })
  router = app.router
  view = await render(app.element)
  await until(() => document.querySelector('input[name="amount"]') !== null)
  await type('address', 'TXYZ-address')
  await type('amount', '10')
  await click(document.querySelector('.wallet-form .adm-button-primary'))
  await until(() => document.querySelector('input[name="pay_password"]') !== null)
}

const confirmButton = () => document.querySelector<HTMLButtonElement>('.pin-popup .adm-button-primary')!

beforeEach(() => {
  api.answers.clear()
  api.refusals = []
  api.sent = []
  api.answers.set('/user/info', user)
  api.answers.set('/wallet/get_info', info)
  useSession.setState({ token: 'token' })
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
})

afterEach(() => {
  view?.unmount()
  view = undefined
  router = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
  vi.restoreAllMocks()
})

describe('confirming a withdrawal', () => {
  it('asks for the authenticator code and sends it as totp_code when the second factor is on', async () => {
    api.answers.set('/user/totp/status', status(1))
    await fillAndConfirm()
    await until(() => document.querySelector('input[name="totp_code"]') !== null)

    await type('pay_password', '123456')
    expect(confirmButton().disabled).toBe(true)
    await type('totp_code', '65a4321')
    expect((document.querySelector('input[name="totp_code"]') as HTMLInputElement).value).toBe('654321')
    expect(confirmButton().disabled).toBe(false)

    // A wrong code keeps the confirmation open for another try.
    api.refusals.push('totp_invalid')
    await click(confirmButton())
    await until(() => api.sent.length === 1)
    expect(document.querySelector('input[name="totp_code"]')).not.toBeNull()

    await type('pay_password', '123456')
    await type('totp_code', '111222')
    await click(confirmButton())
    await until(() => router!.state.location.pathname === ROUTES.fundRecords)

    expect(api.sent[1]).toMatchObject({
      url: '/wallet/out',
      data: {
        currency: 3,
        number: '10',
        address: 'TXYZ-address',
        type: 'TRC20',
        rate: '0.01',
        pay_password: '123456',
        totp_code: '111222',
      },
    })
    expect(api.sent[1].key).not.toBe(api.sent[0].key)
  })

  it('asks for no authenticator code and sends none when the second factor is off', async () => {
    api.answers.set('/user/totp/status', status(0))
    await fillAndConfirm()

    await type('pay_password', '123456')
    expect(document.querySelector('input[name="totp_code"]')).toBeNull()
    await click(confirmButton())
    await until(() => router!.state.location.pathname === ROUTES.fundRecords)

    expect(api.sent).toHaveLength(1)
    expect(api.sent[0].data).not.toHaveProperty('totp_code')
    expect(api.sent[0].data.pay_password).toBe('123456')
  })
})
