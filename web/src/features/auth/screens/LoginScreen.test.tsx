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
import { LoginScreen } from './LoginScreen'

const api = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  sent: [] as Array<{ url: string; data: unknown }>,
}))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data?: unknown) => {
    api.sent.push({ url, data })
    return api.answers.has(url)
      ? Promise.resolve(structuredClone(api.answers.get(url)))
      : Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return { ...original, get: vi.fn(answer), post: vi.fn(answer) }
})

const user = { id: 7, account_number: 'ada@example.com', email: 'ada@example.com', phone: '', real_level: 0 }
const challenge = { totp_required: 1, challenge: 'ch-123', expires_at: Date.now() + 300_000 }

let view: Rendered | undefined
let router: ReturnType<typeof withProviders>['router'] | undefined

async function show() {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <LoginScreen />
    </Suspense>,
    { path: ROUTES.login },
  )
  router = app.router
  view = await render(app.element)
  await until(() => document.querySelector('input[autocomplete="username"]') !== null)
}

const field = (autocomplete: string) => document.querySelector(`input[autocomplete="${autocomplete}"]`)
const submitButton = () => document.querySelector('.auth-form button[type="submit"]')
const sentTo = (url: string) => api.sent.filter((call) => call.url === url)

async function signInWithPassword() {
  await typeInto(field('username'), ' ada@example.com ')
  await typeInto(field('current-password'), 'secret-1')
  await click(submitButton())
  await until(() => sentTo('/user/login').length === 1)
}

beforeEach(() => {
  api.answers.clear()
  api.sent = []
  api.answers.set('/user/info', user)
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  useSession.setState({ token: '' })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  router = undefined
  document.body.innerHTML = ''
  useSession.getState().clearSession()
  vi.restoreAllMocks()
})

describe('signing in', () => {
  it('goes straight home with the token when the account has no second factor, never asking for a code', async () => {
    api.answers.set('/user/login', 'token-plain')
    await show()
    await signInWithPassword()
    await until(() => router!.state.location.pathname === ROUTES.home)

    expect(sentTo('/user/login')[0].data).toEqual({ user_string: 'ada@example.com', password: 'secret-1', type: 1 })
    expect(useSession.getState().token).toBe('token-plain')
    expect(sentTo('/user/login_totp')).toEqual([])
    expect(document.querySelector('.auth-totp')).toBeNull()
  })

  it('asks for the authenticator code when the password answers totp_required, and completes the sign-in with it', async () => {
    api.answers.set('/user/login', challenge)
    api.answers.set('/user/login_totp', 'token-2fa')
    await show()
    await signInWithPassword()
    await until(() => document.querySelector('.auth-totp') !== null)

    expect(document.querySelector('.auth-totp .auth-title')?.textContent).toBe(zh.title)
    expect(useSession.getState().token).toBe('')
    expect(router!.state.location.pathname).toBe(ROUTES.login)

    await typeInto(field('one-time-code'), '12345')
    await click(submitButton())
    await until(() => document.body.textContent!.includes(zh.code_invalid))
    expect(sentTo('/user/login_totp')).toEqual([])

    await typeInto(field('one-time-code'), '123456')
    await click(submitButton())
    await until(() => router!.state.location.pathname === ROUTES.home)

    expect(sentTo('/user/login_totp')[0].data).toEqual({ challenge: 'ch-123', code: '123456' })
    expect(useSession.getState().token).toBe('token-2fa')
    expect(useSession.getState().user?.id).toBe(7)
    expect(toast.success).toHaveBeenCalledTimes(1)
  })

  it('completes the sign-in with a recovery code after following the use-a-recovery-code link', async () => {
    api.answers.set('/user/login', challenge)
    api.answers.set('/user/login_totp', 'token-recovered')
    await show()
    await signInWithPassword()
    await until(() => document.querySelector('.auth-totp-switch') !== null)

    expect(document.querySelector('.auth-totp-switch')?.textContent).toBe(zh.use_recovery)
    await click(document.querySelector('.auth-totp-switch'))
    await typeInto(document.querySelector('.auth-totp input'), ' abcde-fghij ')
    await click(submitButton())
    await until(() => router!.state.location.pathname === ROUTES.home)

    expect(sentTo('/user/login_totp')[0].data).toEqual({ challenge: 'ch-123', recovery_code: 'abcde-fghij' })
    expect(useSession.getState().token).toBe('token-recovered')
  })

  it('goes back to the password when the challenge has expired', async () => {
    api.answers.set('/user/login', challenge)
    await show()
    await signInWithPassword()
    await until(() => document.querySelector('.auth-totp') !== null)

    const { post } = await import('@/lib/request')
    const { RequestError } = await vi.importActual<typeof RequestModule>('@/lib/request')
    vi.mocked(post).mockRejectedValueOnce(new RequestError('challenge_expired', 'expired'))
    await typeInto(field('one-time-code'), '654321')
    await click(submitButton())
    await until(() => document.querySelector('.auth-totp') === null)

    expect(field('username')).not.toBeNull()
    expect(useSession.getState().token).toBe('')
  })
})
