import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { QuizRound } from '../lib/types'
import { render, waitFor } from '../test/render'
import { answer, page } from '../test/server'
import Quiz from './Quiz'
import { roundTimes, timesProblem } from './quiz/times'

const round = (fields: Partial<QuizRound>): QuizRound => ({
  id: 7,
  market: 'BTC/USDT',
  question: 'BTC/USDT index at 2026-03-01 11:00:00: up or down from 10:50:00?',
  state: 1,
  opens_at: '2026-03-01 10:00:00',
  opens_at_ts: 1772330400000,
  closes_at: '2026-03-01 10:50:00',
  closes_at_ts: 1772333400000,
  settles_at: '2026-03-01 11:00:00',
  settles_at_ts: 1772334000000,
  up_total: '300.00000000',
  down_total: '100.00000000',
  pool: '400.00000000',
  outcome: '',
  evidence: null,
  demo: false,
  ...fields,
})

const settled = round({
  id: 6,
  state: 4,
  outcome: 'up',
  demo: true,
  evidence: {
    ref_price: '95000.10000000',
    ref_ts: 1772333400000,
    ref_source: 'index',
    final_price: '95100.00000000',
    final_ts: 1772334000000,
    final_source: 'index',
    fee: '20.00000000',
    payout_ratio: '1.26666666',
  },
})

function serve(role: string) {
  const calls: { url: string; body: string }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body ?? '') })
      if (url.startsWith('/admin/api/me')) return answer({ id: 1, email: 'content@example.com', role })
      if (url === '/admin/api/quiz/rounds') return answer(page([round({}), settled]))
      return answer('Done')
    }),
  )
  return calls
}

const rowOf = (id: number) => document.querySelector<HTMLTableRowElement>(`tr[data-row-key="${id}"]`)

describe('the quiz rounds screen', () => {
  it('lists every round with its times, state, pools, outcome and evidence, and says a round is final once created', async () => {
    setLang('en')
    setToken('operator-token')
    const calls = serve('content')
    await render(<Quiz />)
    await waitFor(() => expect(rowOf(6)).not.toBeNull())
    expect(calls.find((c) => c.url === '/admin/api/quiz/rounds')?.body).toContain('limit=20')
    const open = rowOf(7)!.textContent ?? ''
    for (const shown of ['Guessing', 'Betting closes: 2026-03-01 10:50:00', 'Up: 300.00000000', 'Pool: 400.00000000'])
      expect(open).toContain(shown)
    const done = rowOf(6)!.textContent ?? ''
    for (const shown of [
      'Settled',
      'Demo',
      'Reference 95000.10000000',
      'Final 95100.00000000',
      'Paid 1.26666666 per 1 USDT',
    ])
      expect(done).toContain(shown)
    expect(document.body.textContent).toContain('can never be changed or deleted once it is created')
    expect(document.querySelector<HTMLInputElement>('input[name="market"]')?.value).toBe('BTC/USDT')
  })

  it('turns the three picked times, read in the display zone, into Unix milliseconds and refuses them out of order or in the past', () => {
    // What the browser's picker holds for 1970-01-01 at a second of its own clock.
    const at = (ms: number) => new Date(1970, 0, 1, 0, 0, ms / 1000)
    expect(roundTimes({ opens_at: at(1000), closes_at: at(2000), settles_at: null }, '+00:00')).toBeNull()
    const times = roundTimes({ opens_at: at(10_000), closes_at: at(20_000), settles_at: at(30_000) }, '+00:00')!
    expect(times).toEqual({ opens_at: 10_000, closes_at: 20_000, settles_at: 30_000 })
    // 08:00 on the picker's clock is midnight UTC in a platform at UTC+8.
    expect(roundTimes({ opens_at: at(8 * 3_600_000), closes_at: at(1), settles_at: at(1) }, '+08:00')?.opens_at).toBe(0)
    expect(timesProblem(times, 5_000)).toBeNull()
    expect(timesProblem(times, 11_000)?.field).toBe('opens_at')
    expect(timesProblem({ ...times, closes_at: 10_000 }, 5_000)?.field).toBe('closes_at')
    expect(timesProblem({ ...times, settles_at: 20_000 }, 5_000)?.field).toBe('settles_at')
  })
})
