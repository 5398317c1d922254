import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { UserSummary } from '../lib/types'
import { click, render, type, waitFor } from '../test/render'
import { answer } from '../test/server'
import Users from './Users'

const user = (totp: boolean): UserSummary => ({
  id: 12,
  account: 'lost@example.com',
  email: 'lost@example.com',
  phone: '',
  real_level: 2,
  review_status: 2,
  status: 'active',
  totp_enabled: totp,
})

/** An operator of `role` finding a user whose authenticator is on until it is cleared. */
function serve(role: string) {
  const calls: { url: string; body: string }[] = []
  let totp = true
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body ?? '') })
      if (url.startsWith('/admin/api/me')) return answer({ id: 1, email: `${role}@example.com`, role })
      if (url.startsWith('/api/getSiteConfig')) return answer({ timezone: '+08:00' })
      if (url.startsWith('/admin/api/users/find')) return answer(user(totp))
      if (url.startsWith('/admin/api/users/sessions')) return answer([])
      if (url === '/admin/api/users/totp/reset') {
        totp = false
        return answer('Authenticator turned off')
      }
      return answer('Saved')
    }),
  )
  return calls
}

const buttons = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent?.trim() === text)

async function find() {
  await waitFor(() => expect(document.querySelector('.ant-input-search input')).not.toBeNull())
  const search = document.querySelector<HTMLInputElement>('.ant-input-search input')!
  await type(search, 'lost@example.com')
  await click(buttons('Search')[0] ?? null)
  await waitFor(() => expect(document.querySelector('.ant-card')).not.toBeNull())
}

describe('a lost authenticator', () => {
  it('is cleared by compliance with a reason, and the console says what was done', async () => {
    setLang('en')
    setToken('operator-token')
    const calls = serve('compliance')
    await render(<Users />)
    await find()
    expect(document.querySelector('.ant-descriptions')?.textContent).toContain('AuthenticatorOn')
    await click(buttons('Clear authenticator')[0])
    await waitFor(() => expect(document.querySelector('.ant-modal textarea')).not.toBeNull())
    expect(document.querySelector('.ant-modal')?.textContent).toContain(
      'lost the authenticator and every recovery code',
    )
    await type(document.querySelector('.ant-modal textarea')!, 'Identity checked by video call')
    await click(document.querySelector('.ant-modal-footer .ant-btn-primary'))
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/users/totp/reset')?.body).toBe(
        'user_id=12&reason=Identity+checked+by+video+call&lang=en',
      ),
    )
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toBe(
        'Cleared the authenticator of #12 (lost@example.com); every session ended and the user was told.',
      ),
    )
    await waitFor(() => expect(buttons('Clear authenticator')).toHaveLength(0))
  })

  it('cannot be cleared by support', async () => {
    setLang('en')
    setToken('operator-token')
    serve('support')
    await render(<Users />)
    await find()
    expect(buttons('Clear authenticator')).toHaveLength(0)
  })
})
