import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { getToken } from '../lib/session'
import { click, render, type, waitFor } from '../test/render'
import { json } from '../test/server'
import { Login } from './Login'

const input = (autocomplete: string) =>
  document.querySelector<HTMLInputElement>(`input[autocomplete="${autocomplete}"]`)!

describe('the sign-in form', () => {
  it('asks for the authenticator code when the server needs one, then signs in with it', async () => {
    setLang('en')
    const sent: string[] = []
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(String(init.body))
      return sent.length === 1
        ? json({ type: 'error', message: 'Invalid code', error: 'invalid_code', field: 'totp' })
        : json({ type: 'ok', message: 'operator-token' })
    })
    vi.stubGlobal('fetch', fetch)
    await render(<Login />)

    await type(input('username'), 'ops@example.com')
    await type(input('current-password'), 'long-password-1')
    await click(document.querySelector('button[type="submit"]'))
    await waitFor(() =>
      expect(document.body.textContent).toContain('This account signs in with a code from its authenticator app.'),
    )
    expect(sent[0]).toBe('email=ops%40example.com&password=long-password-1&lang=en')
    expect(getToken()).toBe('')

    await type(input('one-time-code'), '123456')
    await click(document.querySelector('button[type="submit"]'))
    await waitFor(() => expect(getToken()).toBe('operator-token'))
    expect(sent[1]).toBe('email=ops%40example.com&password=long-password-1&totp=123456&lang=en')
  })

  it('shows the secret an admin enrols at the first sign-in, then signs in with a code from it', async () => {
    setLang('en')
    const sent: string[] = []
    const secret = 'JBSWY3DPEHPK3PXP'
    const enrolment = { secret, otpauth_url: `otpauth://totp/Mercato:ops?secret=${secret}` }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(String(init.body))
        return sent.length === 1
          ? json({ type: 'ok', message: { totp_enrolment: enrolment } })
          : json({ type: 'ok', message: 'operator-token' })
      }),
    )
    await render(<Login />)
    await type(input('username'), 'ops@example.com')
    await type(input('current-password'), 'long-password-1')
    await click(document.querySelector('button[type="submit"]'))
    await waitFor(() => expect(document.querySelector('[data-testid="enrol-secret"]')?.textContent).toContain(secret))
    expect(getToken()).toBe('')
    await type(input('one-time-code'), '123456')
    await click(document.querySelector('button[type="submit"]'))
    await waitFor(() => expect(getToken()).toBe('operator-token'))
    expect(sent[1]).toBe('email=ops%40example.com&password=long-password-1&totp=123456&lang=en')
  })

  it("shows the server's message when the password is wrong", async () => {
    setLang('zh')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ type: 'error', message: '账号或密码错误', error: 'login_failed' })),
    )
    await render(<Login />)
    await type(input('username'), 'ops@example.com')
    await type(input('current-password'), 'wrong')
    await click(document.querySelector('button[type="submit"]'))
    await waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toContain('账号或密码错误'))
  })
})
