import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import app from '../src/locales/en/translation.json'
import en from '../src/features/quiz/locales/en.json'
import zh from '../src/features/quiz/locales/zh.json'
import { grouped } from './amounts'
import { launch, phone, shot, waitShown } from './browser'
import { logIn, storedToken, useLanguage } from './flows'
import { until } from './poll'
import { adminApi, api, operatorToken, signUp, startServer, verifyLedger, type Server, ok } from './server'

let server: Server
let browser: Browser

beforeAll(async () => {
  server = await startServer(['--demo'])
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

type Evidence = {
  ref_price: string
  ref_source: string
  final_price: string
  final_source: string
  fee: string
  payout_ratio: string
}
type Round = {
  id: number
  state: number
  opens_at_ts: number
  market: string
  closes_at: string
  settles_at: string
  outcome: string
  evidence: Evidence | null
}
type Bet = { id: number; round_id: number; side: string; amount: string; status: number; payout: string }

async function userIdOf(token: string): Promise<string> {
  const info = await api(server, '/user/info', {}, token, 'GET')
  return String((info.message as { id: number }).id)
}

async function usdtId(): Promise<number> {
  const list = ok(await api(server, '/currency/list', {}, undefined, 'GET')) as {
    currency: { id: number; name: string }[]
  }
  const usdt = list.currency.find((c) => c.name === 'USDT')
  expect(usdt).toBeDefined()
  return usdt!.id
}

async function changeBalance(token: string, currency: number): Promise<string> {
  const wallet = ok(await api(server, '/wallet/list', {}, token, 'GET')) as {
    change_wallet: { balance: { currency: number; change_balance: string }[] }
  }
  return wallet.change_wallet.balance.find((row) => row.currency === currency)?.change_balance ?? '0'
}

/** An amount as the screens show it: without trailing zeros, `--` when there is none. */
function plain(amount: string): string {
  if (amount === '') return '--'
  return grouped(amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount)
}

/** A price source as the page words it in English: `simulator` → "Simulated", `index` → "Index". */
function sourceWords(source: string): string {
  const key = `source_${source}` as keyof typeof app.quotes
  return source === '' ? '--' : (app.quotes[key] ?? source)
}

/** A signed-up user with 100 USDT more in the exchange account; answers its token. */
async function fundedPlayer(email: string, finance: string, currency: number): Promise<string> {
  const token = await signUp(server, email, 'password1')
  ok(
    await adminApi(
      server,
      '/ledger/adjust',
      {
        user_id: await userIdOf(token),
        currency: String(currency),
        account: 'change',
        amount: '100',
        reason: 'Test funds',
      },
      finance,
    ),
  )
  return token
}

/** Polls a round until it is in `state`; rounds open on the server's clock, not on the test's. */
function untilState(id: number, state: number, timeout = 30_000): Promise<Round> {
  const read = async () => ok(await api(server, '/quiz/round', { id: String(id) }, undefined, 'GET')) as Round
  return until(`round ${id} in state ${state}`, read, (round) => round.state === state, timeout)
}

describe('the price guessing game in the browser', () => {
  it('bets 10 USDT up on a round a content operator created, sees the stake on its card, and the bet is open', async () => {
    // A round of its own, guessing two seconds from now for a minute, so that the test never depends on the minute
    // of the hour the demo's rounds follow.
    const content = await operatorToken(server, 'quiz-content@example.com', 'content')
    // A round's closing and settling times are whole seconds.
    const now = Math.ceil(Date.now() / 1000) * 1000
    const opensAt = now + 2_000
    ok(
      await adminApi(
        server,
        '/quiz/rounds/create',
        {
          market: 'BTC/USDT',
          opens_at: String(opensAt),
          closes_at: String(now + 60_000),
          settles_at: String(now + 65_000),
        },
        content,
      ),
    )
    const rounds = ok(await adminApi(server, '/quiz/rounds', { page: '1', limit: '20' }, content)) as {
      data: Round[]
    }
    const created = rounds.data.find((round) => round.opens_at_ts === opensAt && round.market === 'BTC/USDT')
    expect(created, JSON.stringify(rounds.data)).toBeDefined()
    const roundId = created!.id

    // The player, with 100 USDT in the exchange account.
    const player = await signUp(server, 'quiz-player@example.com', 'password1')
    const currency = await usdtId()
    const finance = await operatorToken(server, 'quiz-finance@example.com', 'finance')
    ok(
      await adminApi(
        server,
        '/ledger/adjust',
        {
          user_id: await userIdOf(player),
          currency: String(currency),
          account: 'change',
          amount: '100',
          reason: 'Test funds',
        },
        finance,
      ),
    )
    // Demo accounts start with demo funds; the bet is measured from what the account holds now.
    const before = Number(await changeBalance(player, currency))
    await untilState(roundId, 1)

    const page = await phone(browser)
    await logIn(page, server, 'quiz-player@example.com', 'password1')
    const token = (await storedToken(page))!
    await useLanguage(page, server, 'en', '/pages/game/game')
    const card = page.locator(`.quiz-round[data-round="${roundId}"][data-state="1"]`)
    await waitShown(page, card)
    await card.locator('.quiz-state').getByText(en.state_1).waitFor()
    await card.locator('.quiz-clock[data-clock="closes_in"]').waitFor()
    await shot(page, 'game-rounds-en')

    await card.locator('.quiz-guess-up').click()
    await page.locator('.quiz-available').getByText('100').waitFor()
    await page.locator('input[name="amount"]').fill('10')
    // Nobody else bet on this round: the stake alone is the pool, paid back less the 5 % fee if up wins.
    await page.locator('.quiz-estimate-value').getByText('≈ 9.5 USDT').waitFor()
    await shot(page, 'game-bet-en')
    await page.locator('.quiz-submit').click()
    await waitShown(page, card.locator('.quiz-mine-up', { hasText: `${en.up} 10 USDT` }), 15_000)
    await card.locator('.quiz-pool-total').getByText(`${en.pool} 10 USDT`).waitFor()
    await shot(page, 'game-staked-en')

    // Checked at once: the round settles 65 s after it was created, and with nobody on the down side it refunds.
    const bets = ok(await api(server, '/quiz/my_bets', { page: '1', limit: '10' }, token, 'GET')) as { data: Bet[] }
    const bet = bets.data.find((b) => b.round_id === roundId)
    expect(bet, JSON.stringify(bets.data)).toBeDefined()
    expect(bet!.status).toBe(0)
    expect(bet!.side).toBe('up')
    expect(Number(bet!.amount)).toBe(10)
    expect(Number(await changeBalance(token, currency))).toBe(before - 10)

    await useLanguage(page, server, 'zh', '/pages/game/game')
    const zhCard = page.locator(`.quiz-round[data-round="${roundId}"]`)
    await waitShown(page, zhCard.locator('.quiz-mine-up', { hasText: `${zh.up} 10 USDT` }))
    await shot(page, 'game-rounds-zh')
    await useLanguage(page, server, 'zh', '/pages/game/game?tab=bets')
    await waitShown(page, page.locator(`.quiz-bet[data-bet="${bet!.id}"]`))
    await shot(page, 'game-bets-zh')

    expect(verifyLedger(server.dataDir).code).toBe(0)
  })

  it('bets down in a short round, sees it close and settle with the recorded index prices as evidence, and the bet marked hit with the payout, missed or refunded on its card and among the bets', async () => {
    // Two players, on opposite sides, so that the round has a winner unless the index ends where it stood.
    const currency = await usdtId()
    const finance = await operatorToken(server, 'quiz-settle-finance@example.com', 'finance')
    await fundedPlayer('quiz-down@example.com', finance, currency)
    const rival = await fundedPlayer('quiz-up@example.com', finance, currency)
    const page = await phone(browser)
    await logIn(page, server, 'quiz-down@example.com', 'password1')
    const token = (await storedToken(page))!
    const before = Number(await changeBalance(token, currency))

    // Guessing from two seconds from now for 18 seconds, settled 10 seconds after closing: long enough for the screen,
    // which reads the rounds every five seconds, to show the round closed before it settles.
    const content = await operatorToken(server, 'quiz-settle-content@example.com', 'content')
    const now = Math.ceil(Date.now() / 1000) * 1000
    const opensAt = now + 2_000
    ok(
      await adminApi(
        server,
        '/quiz/rounds/create',
        {
          market: 'BTC/USDT',
          opens_at: String(opensAt),
          closes_at: String(now + 20_000),
          settles_at: String(now + 30_000),
        },
        content,
      ),
    )
    const rounds = ok(await adminApi(server, '/quiz/rounds', { page: '1', limit: '20' }, content)) as {
      data: Round[]
    }
    const created = rounds.data.find((round) => round.opens_at_ts === opensAt && round.market === 'BTC/USDT')
    expect(created, JSON.stringify(rounds.data)).toBeDefined()
    const roundId = created!.id
    await untilState(roundId, 1)

    await useLanguage(page, server, 'en', '/pages/game/game')
    const card = page.locator(`.quiz-round[data-round="${roundId}"]`)
    await waitShown(page, card.locator('.quiz-guess-down'))
    await card.locator('.quiz-guess-down').click()
    await page.locator('input[name="amount"]').fill('10')
    await page.locator('.quiz-estimate-value').getByText('≈ 9.5 USDT').waitFor()
    await page.locator('.quiz-submit').click()
    await waitShown(page, card.locator('.quiz-mine-down', { hasText: `${en.down} 10 USDT` }), 15_000)
    ok(await api(server, '/quiz/bet', { round_id: String(roundId), side: 'up', amount: '30' }, rival))
    const bets = ok(await api(server, '/quiz/my_bets', { page: '1', limit: '10' }, token, 'GET')) as { data: Bet[] }
    const bet = bets.data.find((b) => b.round_id === roundId)
    expect(bet, JSON.stringify(bets.data)).toBeDefined()
    expect(Number(await changeBalance(token, currency))).toBe(before - 10)

    // Closed: no more bets, the count down to settlement, and both stakes in the pool.
    await untilState(roundId, 2)
    const closed = page.locator(`.quiz-round[data-round="${roundId}"][data-state="2"]`)
    await waitShown(page, closed, 10_000)
    await closed.locator('.quiz-state').getByText(en.state_2).waitFor()
    await closed.locator('.quiz-clock[data-clock="settles_in"]').waitFor()
    await closed.locator('.quiz-pool-total').getByText(`${en.pool} 40 USDT`).waitFor()
    expect(await closed.locator('.quiz-guess-down').count()).toBe(0)
    await closed.scrollIntoViewIfNeeded()
    await shot(page, 'game-closed-en')

    // Settled on the index samples of the closing and settling seconds; a round without a sample in time is void.
    const round = await untilState(roundId, 4, 90_000)
    expect(round.evidence, JSON.stringify(round)).not.toBeNull()
    const evidence = round.evidence!
    // Both sides have stakes, so the outcome is never `none`.
    expect(['up', 'down', 'tie', 'void']).toContain(round.outcome)
    const settled = page.locator(`.quiz-round[data-round="${roundId}"][data-state="4"]`)
    await waitShown(page, settled, 15_000)
    await settled.locator('.quiz-state').getByText(en.state_4).waitFor()
    expect(await settled.locator('.quiz-clock').count()).toBe(0)
    expect(await settled.locator('.quiz-outcome strong').textContent()).toBe(
      en[`outcome_${round.outcome}` as keyof typeof en],
    )
    // The evidence: each price with the second it was recorded at, which are the round's closing and settling times.
    const refPrice = settled.locator('.quiz-ref-price')
    const finalPrice = settled.locator('.quiz-final-price')
    expect(await refPrice.textContent()).toBe(`${plain(evidence.ref_price)}${round.closes_at}`)
    expect(await finalPrice.textContent()).toBe(`${plain(evidence.final_price)}${round.settles_at}`)
    expect(await refPrice.locator('small').textContent()).toBe(round.closes_at)
    if (round.outcome !== 'void') {
      expect(Number(evidence.ref_price)).toBeGreaterThan(0)
      expect(Number(evidence.final_price)).toBeGreaterThan(0)
      const sources =
        evidence.ref_source === evidence.final_source
          ? sourceWords(evidence.ref_source)
          : `${sourceWords(evidence.ref_source)} / ${sourceWords(evidence.final_source)}`
      expect(await settled.locator('.quiz-sources').textContent()).toBe(sources)
    }
    expect(await settled.locator('.quiz-fee').textContent()).toBe(`${plain(evidence.fee)} USDT`)
    const won = round.outcome === 'up' || round.outcome === 'down'
    expect(await settled.locator('.quiz-payout-ratio').textContent()).toBe(
      won ? `${plain(evidence.payout_ratio)} USDT` : en.refunded,
    )
    // The bet: hit with 38 USDT (the 40 USDT pool less the 5 % fee, all of it the down side's), missed, or refunded.
    const after = ok(await api(server, '/quiz/my_bets', { page: '1', limit: '10' }, token, 'GET')) as { data: Bet[] }
    const closedBet = after.data.find((b) => b.id === bet!.id)!
    const status = round.outcome === 'down' ? 1 : round.outcome === 'up' ? 2 : 3
    expect(closedBet, JSON.stringify(after.data)).toMatchObject({ status })
    const payout = Number(closedBet.payout)
    expect(payout).toBe(status === 1 ? 38 : status === 2 ? 0 : 10)
    expect(Number(await changeBalance(token, currency))).toBe(before - 10 + payout)

    // The card says what the stake came to, beside it: hit with the payout, missed, or refunded.
    const result = (strings: typeof en) =>
      status === 1
        ? strings.result_hit.replace('{{payout}}', plain(closedBet.payout)).replace('{{currency}}', 'USDT')
        : status === 2
          ? strings.bet_status_2
          : strings.bet_status_3
    const mine = settled.locator(`.quiz-mine-bet[data-bet="${bet!.id}"][data-status="${status}"]`)
    await waitShown(page, mine.locator('.quiz-mine-result', { hasText: result(en) }), 15_000)
    expect(await mine.locator('.quiz-mine-down').textContent()).toBe(`${en.down} 10 USDT`)
    expect(await mine.locator('.quiz-mine-result').textContent()).toBe(result(en))
    expect(await settled.locator('.quiz-mine-bet').count()).toBe(1)
    await settled.scrollIntoViewIfNeeded()
    await shot(page, 'game-settled-en')

    await page.locator('.adm-tabs-tab', { hasText: en.tab_bets }).click()
    const row = page.locator(`.quiz-bet[data-bet="${bet!.id}"][data-status="${status}"]`)
    await waitShown(page, row)
    expect(await row.locator('.quiz-bet-status').textContent()).toBe(
      status === 1 ? en.bet_status_1 : status === 2 ? en.bet_status_2 : en.bet_status_3,
    )
    if (status === 1) {
      expect(await row.locator('.quiz-bet-payout').textContent()).toBe(`${plain(closedBet.payout)} USDT`)
    } else {
      expect(await row.locator('.quiz-bet-payout').count()).toBe(0)
    }
    await shot(page, 'game-bets-settled-en')

    await useLanguage(page, server, 'zh', '/pages/game/game')
    const zhSettled = page.locator(`.quiz-round[data-round="${roundId}"][data-state="4"]`)
    const zhMine = zhSettled.locator(`.quiz-mine-bet[data-bet="${bet!.id}"][data-status="${status}"]`)
    await waitShown(page, zhMine.locator('.quiz-mine-result', { hasText: result(zh) }))
    expect(await zhMine.locator('.quiz-mine-down').textContent()).toBe(`${zh.down} 10 USDT`)
    await zhSettled.scrollIntoViewIfNeeded()
    await shot(page, 'game-settled-zh')

    expect(verifyLedger(server.dataDir).code).toBe(0)
  }, 150_000)
})
