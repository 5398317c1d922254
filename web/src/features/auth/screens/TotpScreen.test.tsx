import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RequestModule from '@/lib/request'
import { ROUTES } from '@/lib/navigation'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { click, typeInto } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import zh from '../totp/locales/zh.json'
import { TotpScreen } from './TotpScreen'

const api = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  refusals: new Map<string, string>(),
  sent: [] as Array<{ url: string; data: unknown }>,
}))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data?: unknown) => {
    api.sent.push({ url, data })
    const refusal = api.refusals.get(url)
    if (refusal) {
      api.refusals.delete(url)
      return Promise.reject(new original.RequestError(refusal, refusal))
    }
    return api.answers.has(url)
      ? Promise.resolve(structuredClone(api.answers.get(url)))
      : Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return { ...original, get: vi.fn(answer), post: vi.fn(answer) }
})

const off = { enabled: 0, pending: 0, enabled_at_ts: null, recovery_codes_left: 0 }
const on = { enabled: 1, pending: 0, enabled_at_ts: 1_765_000_000_000, recovery_codes_left: 10 }
const secret = 'JBSWY3DPEHPK3PXP'
const otpauthUrl = `otpauth://totp/Mercato:ada%40example.com?secret=${secret}&issuer=Mercato`
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `ABCD${i}-EFGH${i}`)

let view: Rendered | undefined
let router: ReturnType<typeof withProviders>['router'] | undefined

async function show() {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <TotpScreen />
    </Suspense>,
    { path: ROUTES.totp },
  )
  router = app.router
  view = await render(app.element)
  await until(() => document.querySelector('.totp-enable, .totp .auth-form') !== null)
}

const codeField = () => document.querySelector('input[autocomplete="one-time-code"]')
const submitButton = () => document.querySelector('.totp .auth-form button[type="submit"]')
const sentTo = (url: string) => api.sent.filter((call) => call.url === url)

beforeEach(() => {
  api.answers.clear()
  api.refusals.clear()
  api.sent = []
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

describe('the authenticator app settings', () => {
  it('shows the new key as text and as a link, and shows the ten recovery codes once a correct code turns it on', async () => {
    api.answers.set('/user/totp/status', off)
    api.answers.set('/user/totp/setup', { secret, otpauth_url: otpauthUrl })
    api.answers.set('/user/totp/enable', { recovery_codes: recoveryCodes })
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await show()

    expect(document.body.textContent).toContain(zh.intro)
    await click(document.querySelector('.totp-enable'))
    await until(() => document.querySelector('.totp-setup') !== null)
    expect(sentTo('/user/totp/setup')).toHaveLength(1)
    expect(document.querySelector('.totp-setup')!.textContent).toContain(secret)
    expect(document.querySelector(`.totp-setup a[href="${otpauthUrl}"]`)?.textContent).toBe(otpauthUrl)
    expect(sentTo('/user/totp/enable')).toEqual([])

    // A wrong code leaves the key waiting and shows no recovery code.
    api.refusals.set('/user/totp/enable', 'totp_invalid')
    await typeInto(codeField(), '000000')
    await click(submitButton())
    await until(() => sentTo('/user/totp/enable').length === 1)
    await until(() => (codeField() as HTMLInputElement).value === '')
    expect(document.querySelector('.totp-codes')).toBeNull()

    api.answers.set('/user/totp/status', on)
    await typeInto(codeField(), '123456')
    await click(submitButton())
    await until(() => document.querySelector('.totp-codes') !== null)

    expect(sentTo('/user/totp/enable')[1].data).toEqual({ code: '123456' })
    expect([...document.querySelectorAll('.totp-codes li')].map((li) => li.textContent)).toEqual(recoveryCodes)
    expect(document.querySelector('.totp-warning')?.textContent).toBe(zh.recovery_warning)
    expect(toast.success).toHaveBeenCalledWith(zh.enabled)

    await click(document.querySelector('.totp-copy-all'))
    expect(writeText).toHaveBeenCalledWith(recoveryCodes.join('\n'))

    await click([...document.querySelectorAll('.totp-recovery button')].find((b) => b.textContent === zh.done))
    expect(router!.state.location.pathname).toBe(ROUTES.security)
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  it('turns the second factor off with the login password and a code', async () => {
    api.answers.set('/user/totp/status', on)
    api.answers.set('/user/totp/disable', 'ok')
    await show()

    expect(document.body.textContent).toContain(zh.recovery_left.replace('{{count}}', '10'))
    await typeInto(document.querySelector('input[autocomplete="current-password"]'), 'secret-1')
    await typeInto(codeField(), '654321')
    api.answers.set('/user/totp/status', off)
    await click(submitButton())
    await until(() => document.querySelector('.totp-enable') !== null)

    expect(sentTo('/user/totp/disable')[0].data).toEqual({ password: 'secret-1', code: '654321' })
    expect(toast.success).toHaveBeenCalledWith(zh.disabled)
  })
})
