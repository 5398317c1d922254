import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import en from '../src/features/quiz/locales/en.json'
import zh from '../src/features/quiz/locales/zh.json'
import { launch, phone, shot, waitShown } from './browser'
import { logIn, storedToken, useLanguage } from './flows'
import { adminApi, api, operatorToken, signUp, startServer, verifyLedger, type Server } from './server'

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

type Round = { id: number; state: number; opens_at_ts: number; market: string }
type Bet = { id: number; round_id: number; side: string; amount: string; status: number }

/** An answer that must be `ok`; its message. */
function ok(answer: { type: string; message: unknown }): unknown {
  expect(answer, JSON.stringify(answer)).toMatchObject({ type: 'ok' })
  return answer.message
}

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

/** Polls a round until it is in `state`; rounds open on the server's clock, not on the test's. */
async function untilState(id: number, state: number, timeout = 30_000): Promise<Round> {
  const until = Date.now() + timeout
  for (;;) {
    const round = ok(await api(server, '/quiz/round', { id: String(id) }, undefined, 'GET')) as Round
    if (round.state === state) return round
    if (Date.now() > until) throw new Error(`round ${id} stayed in state ${round.state}`)
    await new Promise((r) => setTimeout(r, 500))
  }
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
})
