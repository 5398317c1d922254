import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { RuleLine } from '../lib/types'
import { render, waitFor, type Rendered } from '../test/render'
import Settings from './Settings'

let view: Rendered | undefined

afterEach(() => {
  view?.unmount()
  view = undefined
  setToken('')
  vi.unstubAllGlobals()
})

const answer = (message: unknown) =>
  new Response(JSON.stringify({ type: 'ok', message }), { headers: { 'content-type': 'application/json' } })

const rules: RuleLine[] = [
  { product: 'account', key: 'code_max_attempts', value: '5', unit: 'attempts', updated_at: '', updated_at_ts: 0 },
  {
    product: 'lever',
    key: 'fee',
    value: '0.1',
    unit: 'percent',
    updated_at: '2026-12-07 18:00:00',
    updated_at_ts: 1796637600000,
  },
]

describe('the published rules of the settings screen', () => {
  it('says a rule never changed is as released instead of dating it 1970, and dates a changed one', async () => {
    setLang('en')
    setToken('operator-token')
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/admin/api/me')) return answer({ id: 1, email: 'admin@example.com', role: 'admin' })
        if (url.includes('/rules') && !url.includes('changelog')) return answer(rules)
        return answer([])
      }),
    )
    view = await render(<Settings />)
    const row = (key: string) => document.querySelector(`tr[data-row-key="${key}"]`)?.textContent ?? ''
    await waitFor(() => expect(row('account.code_max_attempts')).toContain('As released'))
    expect(row('account.code_max_attempts')).not.toContain('1970')
    expect(row('lever.fee')).toContain('2026-12-07 18:00:00')
  })
})
