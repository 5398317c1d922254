import { act, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { type } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import { testBet, testConfig, testRound } from '../fixtures'
import zh from '../locales/zh.json'
import { GameScreen } from './GameScreen'

const api = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  asked: [] as Array<{ url: string; data: unknown }>,
  sent: [] as Array<{ url: string; data: unknown; key: string }>,
}))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data?: unknown) => {
    api.asked.push({ url, data })
    return api.answers.has(url)
      ? Promise.resolve(structuredClone(api.answers.get(url)))
      : Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return {
    ...original,
    get: vi.fn(answer),
    post: vi.fn(answer),
    postOnce: vi.fn((url: string, data: unknown, key: string) => {
      api.sent.push({ url, data, key })
      return Promise.resolve(40)
    }),
  }
})

const pager = (data: unknown[]) => ({
  current_page: 1,
  data,
  first_page_url: '',
  from: 1,
  last_page: 1,
  last_page_url: '',
  next_page_url: null,
  path: '',
  per_page: 10,
  prev_page_url: null,
  to: data.length,
  total: data.length,
})

let view: Rendered | undefined

async function show(path = '/pages/game/game', ready = '.quiz-round') {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <GameScreen />
    </Suspense>,
    { path },
  )
  view = await render(app.element)
  await until(() => document.querySelector(ready) !== null)
  return app
}

const card = (id: number) => document.querySelector(`.quiz-round[data-round="${id}"]`)!
const asked = (url: string) => api.asked.filter((call) => call.url === url).length

const settled = testRound({
  id: 11,
  state: 4,
  up_total: '50',
  down_total: '150',
  pool: '200',
  my_down: '20.00000000',
  outcome: 'down',
  evidence: {
    ref_price: '95000.10000000',
    ref_ts: 1772333400000,
    ref_source: 'index',
    final_price: '94800.50000000',
    final_ts: 1772334000000,
    final_source: 'index',
    fee: '10.00000000',
    payout_ratio: '1.26666666',
  },
})

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  const now = Date.now()
  api.answers.clear()
  api.asked = []
  api.sent = []
  api.answers.set('/quiz/config', testConfig)
  api.answers.set(
    '/quiz/rounds',
    pager([
      testRound({ opens_at_ts: now - 600_000, closes_at_ts: now + 3_600_000, settles_at_ts: now + 4_200_000 }),
      settled,
    ]),
  )
  api.answers.set(
    '/quiz/my_bets',
    pager([
      testBet({ id: 41, status: 1, payout: '25.33333332', outcome: 'down', side: 'down' }),
      testBet({ id: 42, status: 2, outcome: 'down' }),
      testBet({ id: 43, status: 3, outcome: 'tie' }),
      testBet({ id: 44, status: 0 }),
    ]),
  )
  api.answers.set('/wallet/list', {
    legal_wallet: { balance: [] },
    change_wallet: { balance: [{ currency: 3, currency_name: 'USDT', change_balance: '250.50000000' }] },
  })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
})

describe('the game screen', () => {
  it('shows a guessing round’s question, state, countdown to closing, pools with their proportion, and buttons', async () => {
    await show()
    const round = card(12)
    expect(round.querySelector('.quiz-question')?.textContent).toContain('BTC/USDT')
    expect(round.querySelector('.quiz-state')?.textContent).toBe(zh.state_1)
    expect(round.querySelector('.quiz-clock')?.textContent).toMatch(/^0[01]:\d\d:\d\d 后截止竞猜$/)
    expect(round.querySelector('.quiz-pool-up')?.textContent).toBe(`${zh.up} 300`)
    expect(round.querySelector('.quiz-pool-down')?.textContent).toBe(`${zh.down} 100`)
    expect(round.querySelector('.quiz-pool-total')?.textContent).toBe(`${zh.pool} 400 USDT`)
    expect(round.querySelector<HTMLElement>('.quiz-bar-up')?.style.width).toBe('75%')
    expect(round.querySelector('.quiz-mine')).toBeNull()
    expect(round.querySelector('.quiz-guess-up')).not.toBeNull()
    expect(round.querySelector('.quiz-guess-down')).not.toBeNull()
  })

  it('shows a settled round’s outcome, the reader’s stake, and the evidence it was settled on, without buttons', async () => {
    await show()
    const round = card(11)
    expect(round.querySelector('.quiz-state')?.textContent).toBe(zh.state_4)
    expect(round.querySelector('.quiz-clock')).toBeNull()
    expect(round.querySelector('.quiz-outcome')?.textContent).toContain(zh.outcome_down)
    expect(round.querySelector('.quiz-mine-down')?.textContent).toBe(`${zh.down} 20 USDT`)
    expect(round.querySelector('.quiz-mine-up')).toBeNull()
    expect(round.querySelector('.quiz-ref-price')?.textContent).toBe('95,000.12026-03-01 10:50:00')
    expect(round.querySelector('.quiz-final-price')?.textContent).toBe('94,800.52026-03-01 11:00:00')
    expect(round.querySelector('.quiz-sources')?.textContent).toBe('指数')
    expect(round.querySelector('.quiz-fee')?.textContent).toBe('10 USDT')
    expect(round.querySelector('.quiz-payout-ratio')?.textContent).toBe('1.26666666 USDT')
    expect(round.querySelector('.quiz-guess-up')).toBeNull()
  })

  it('says on a settled round’s card what each of the reader’s bets came to: a hit with its payout, a miss', async () => {
    useSession.setState({ token: 'token' })
    api.answers.set('/quiz/rounds', pager([{ ...settled, my_up: '5.00000000' }]))
    api.answers.set(
      '/quiz/my_bets',
      pager([
        testBet({ id: 51, round_id: 11, side: 'down', amount: '20.00000000', status: 1, payout: '25.33333332' }),
        testBet({ id: 50, round_id: 11, side: 'up', amount: '5.00000000', status: 2, outcome: 'down' }),
      ]),
    )
    await show()
    const line = (bet: number) => card(11).querySelector(`.quiz-mine-bet[data-bet="${bet}"]`)
    await until(() => line(51) !== null)
    const mine = card(11).querySelector('.quiz-mine')!
    expect(mine.firstElementChild?.textContent).toBe(zh.my_stakes)
    expect(line(50)?.querySelector('.quiz-mine-up')?.textContent).toBe(`${zh.up} 5 USDT`)
    expect(line(50)?.querySelector('.quiz-mine-result')?.textContent).toBe(zh.bet_status_2)
    expect(line(50)?.querySelector('.quiz-mine-result')?.classList).toContain('quiz-bet-status-2')
    expect(line(51)?.querySelector('.quiz-mine-down')?.textContent).toBe(`${zh.down} 20 USDT`)
    expect(line(51)?.querySelector('.quiz-mine-result')?.textContent).toBe('猜中，派付 25.33333332 USDT')
    expect(line(51)?.querySelector('.quiz-mine-result')?.classList).toContain('quiz-bet-status-1')
    // The outcome comes first, then what the reader's stakes came to.
    expect(card(11).querySelector('.quiz-outcome')?.nextElementSibling).toBe(mine)
  })

  it('says on a settled round’s card that the reader’s stake was refunded after a tie', async () => {
    useSession.setState({ token: 'token' })
    api.answers.set(
      '/quiz/rounds',
      pager([{ ...settled, outcome: 'tie', evidence: { ...settled.evidence!, payout_ratio: '' } }]),
    )
    api.answers.set(
      '/quiz/my_bets',
      pager([testBet({ id: 51, round_id: 11, side: 'down', amount: '20', status: 3, payout: '20', outcome: 'tie' })]),
    )
    await show()
    await until(() => card(11).querySelector('.quiz-mine-bet[data-bet="51"]') !== null)
    const result = card(11).querySelector('.quiz-mine-bet[data-bet="51"] .quiz-mine-result')
    expect(result?.textContent).toBe(zh.bet_status_3)
    expect(result?.classList).toContain('quiz-bet-status-3')
  })

  it('judges a settled round’s stake by its outcome while the bet behind it is not among the loaded bets', async () => {
    useSession.setState({ token: 'token' })
    await show()
    await until(() => asked('/quiz/my_bets') > 0)
    const line = card(11).querySelector('.quiz-mine-bet')
    expect(line?.hasAttribute('data-bet')).toBe(false)
    expect(line?.querySelector('.quiz-mine-down')?.textContent).toBe(`${zh.down} 20 USDT`)
    expect(line?.querySelector('.quiz-mine-result')?.textContent).toBe(zh.bet_status_1)
  })

  it('reads the caller’s bets once for all the cards, and only while a settled round holds one of their stakes', async () => {
    useSession.setState({ token: 'token' })
    api.answers.set('/quiz/rounds', pager([settled, { ...settled, id: 10, my_down: '0', my_up: '3' }]))
    api.answers.set('/quiz/my_bets', pager([testBet({ id: 51, round_id: 10, amount: '3', status: 2 })]))
    await show()
    await until(() => card(10).querySelector('.quiz-mine-bet[data-bet="51"]') !== null)
    expect(asked('/quiz/my_bets')).toBe(1)
    view?.unmount()
    api.asked = []
    api.answers.set('/quiz/rounds', pager([{ ...settled, my_down: '0' }, testRound({ my_up: '10' })]))
    await show()
    expect(asked('/quiz/my_bets')).toBe(0)
  })

  it('reads the rounds again every five seconds while one of them can still change', async () => {
    await show()
    const before = asked('/quiz/rounds')
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5_300))
    })
    expect(asked('/quiz/rounds')).toBeGreaterThan(before)
  }, 10_000)

  it('sends a guest who guesses to log in first', async () => {
    const app = await show()
    await act(async () => card(12).querySelector<HTMLButtonElement>('.quiz-guess-up')!.click())
    expect(app.router.state.location.pathname).toBe('/pages/common/login')
  })

  it('estimates the payout of a stake at the current pools and places the bet once with a key', async () => {
    useSession.setState({ token: 'token' })
    await show()
    await act(async () => card(12).querySelector<HTMLButtonElement>('.quiz-guess-up')!.click())
    await until(() => document.querySelector('input[name="amount"]') !== null)
    await until(() => document.querySelector('.quiz-available')?.textContent?.includes('250.5') ?? false)
    const submit = () => document.querySelector<HTMLButtonElement>('.quiz-submit')!
    await type('amount', '0.5')
    expect(document.body.textContent).toContain('投注金额不能低于 1 USDT')
    expect(submit().disabled).toBe(true)
    await type('amount', '100')
    expect(document.querySelector('.quiz-estimate-value')?.textContent).toBe('≈ 118.75 USDT')
    expect(document.querySelector('.quiz-estimate')?.textContent).toContain('若结果为涨')
    expect(submit().disabled).toBe(false)
    const roundsBefore = asked('/quiz/rounds')
    await act(async () => submit().click())
    await until(() => api.sent.length > 0)
    expect(api.sent[0]).toMatchObject({ url: '/quiz/bet', data: { round_id: 12, side: 'up', amount: '100' } })
    expect(api.sent[0].key).toMatch(/^[0-9a-f]{32}$/)
    await until(() => asked('/quiz/rounds') > roundsBefore)
    expect(toast.success).toHaveBeenCalledWith(zh.placed)
  })

  it('lists the caller’s bets as hit with the payout, missed, refunded and open', async () => {
    useSession.setState({ token: 'token' })
    await show('/pages/game/game?tab=bets', '.quiz-bet')
    const status = (id: number) => document.querySelector(`.quiz-bet[data-bet="${id}"] .quiz-bet-status`)?.textContent
    expect(status(41)).toBe(zh.bet_status_1)
    expect(document.querySelector('.quiz-bet[data-bet="41"] .quiz-bet-payout')?.textContent).toBe('25.33333332 USDT')
    expect(status(42)).toBe(zh.bet_status_2)
    expect(status(43)).toBe(zh.bet_status_3)
    expect(status(44)).toBe(zh.bet_status_0)
    expect(document.querySelector('.quiz-bet[data-bet="42"] .quiz-bet-payout')).toBeNull()
  })

  it('asks a guest to log in to see their bets', async () => {
    await show('/pages/game/game?tab=bets', '.state-title')
    expect(document.querySelector('.state-title')?.textContent).toBe(zh.login_bets)
    expect(asked('/quiz/my_bets')).toBe(0)
  })
})
