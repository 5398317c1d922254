import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import en from '../src/features/copytrade/locales/en.json'
import zh from '../src/features/copytrade/locales/zh.json'
import { grouped } from './amounts'
import { launch, phone, shot, waitForRoute, waitShown } from './browser'
import { logIn, useLanguage } from './flows'
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

type Position = { id: number; price: string; close_price: string | null; share: number; order_type: number }

async function positions(token: string, status: number): Promise<Position[]> {
  const answer = await api(server, '/lever/my_trade', { status: String(status), page: '1', limit: '50' }, token)
  return (answer.message as { message: { data: Position[] } }).message.data
}

async function userId(token: string): Promise<number> {
  const info = await api(server, '/user/info', {}, token, 'GET')
  return (info.message as { id: number }).id
}

async function toLever(token: string): Promise<void> {
  const moved = await api(
    server,
    '/wallet/change',
    { currency_id: '3', number: '1000', from_field: 'change', to_field: 'lever' },
    token,
  )
  expect(moved.type).toBe('ok')
}

/** Lowers the published requirements through the operators' API, files A's application and approves it. */
async function makeTrader(token: string): Promise<number> {
  const admin = await operatorToken(server, 'admin-copy@example.com', 'admin')
  for (const key of ['trader_identity_level', 'trader_min_closed']) {
    const changed = await adminApi(server, '/parameters', { product: 'follow', key, value: '0' }, admin)
    expect(changed.type).toBe('ok')
  }
  expect((await api(server, '/follow/apply', {}, token)).type).toBe('ok')
  const again = await api(server, '/follow/apply', {}, token)
  expect(again.error).toBe('already_applied')
  const compliance = await operatorToken(server, 'compliance-copy@example.com', 'compliance')
  const id = await userId(token)
  expect((await adminApi(server, '/follow/approve', { user_id: String(id) }, compliance)).type).toBe('ok')
  return id
}

describe('copy trading in the browser', () => {
  it('follows a trader at a fixed multiple through the setting sheet and sees the copy open and close live at the trader’s prices', async () => {
    const trader = await signUp(server, 'trader-a@example.com', 'password1')
    const traderId = await makeTrader(trader)
    await signUp(server, 'follower-b@example.com', 'password1')
    await toLever(trader)

    const page = await phone(browser)
    await logIn(page, server, 'follower-b@example.com', 'password1')
    const follower = (await page.evaluate(() => JSON.parse(localStorage.getItem('mercato.token') ?? 'null'))) as string
    await toLever(follower)
    await useLanguage(page, server, 'en', '/pages/copytrade/copy')
    const row = page.locator(`[data-trader="${traderId}"]`)
    await waitShown(page, row)
    await shot(page, 'copytrade-board-en')
    await row.getByRole('button', { name: en.follow }).click()

    await waitForRoute(page, '/pages/follow/follow')
    const sheet = page.locator('.follow-sheet')
    const number = sheet.locator('input[name="number"]')
    const submit = sheet.getByRole('button', { name: en.confirm_follow })
    await number.fill('7')
    await waitShown(page, sheet.getByRole('alert').getByText('The largest is 5'))
    await number.fill('1.555')
    await sheet.getByRole('alert').getByText(en.number_decimals).waitFor()
    await number.fill('1.5')
    await sheet.getByText('If the trader opens 3 lots, you copy 3 × 1.5 rounded down to whole lots: 4 lots.').waitFor()
    expect(await submit.isDisabled()).toBe(true)
    await sheet.getByText(en.agree).click()
    await shot(page, 'copytrade-setting-en')
    await submit.click()

    await waitForRoute(page, '/pages/copytrade/my')
    const followed = page.locator(`.copy-followed[data-trader="${traderId}"]`)
    await waitShown(page, followed.getByText('Fixed multiple 1.5×'))
    await page.getByText(en.no_open_copies).waitFor()

    // The market may stay closed for the first second after start, until the feed has recorded a price.
    const long = {
      currency_id: '1',
      legal_id: '3',
      type: '1',
      share: '2',
      multiple: '10',
      status: '1',
      target_price: '999',
    }
    await expect
      .poll(
        async () => {
          const answer = await api(server, '/lever/submit', long, trader)
          return answer.type === 'ok' ? 'ok' : String(answer.error)
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe('ok')
    const [opened] = await positions(trader, 1)
    const copy = page.locator('.copy-position')
    await waitShown(page, copy.locator('.copy-lots', { hasText: /^3$/ }))
    await copy.locator('.copy-open-price', { hasText: grouped(opened.price) }).waitFor()
    await followed.locator('.copy-open-copies', { hasText: /^1$/ }).waitFor()
    const [mine] = (await positions(follower, 1)).filter((p) => p.order_type === 2)
    expect(mine.price).toBe(opened.price)
    await shot(page, 'copytrade-copy-open-en')

    expect((await api(server, '/lever/close', { id: String(opened.id) }, trader)).type).toBe('ok')
    const [closed] = await positions(trader, 3)
    expect(closed.close_price).not.toBeNull()
    const closedCopy = page.locator(`.copy-closed[data-position="${mine.id}"]`)
    await waitShown(page, closedCopy.locator('.copy-close-price', { hasText: grouped(closed.close_price!) }))
    await page.getByText(en.no_open_copies).waitFor()
    await followed.locator('.copy-closed-copies', { hasText: /^1$/ }).waitFor()
    const [copied] = (await positions(follower, 3)).filter((p) => p.id === mine.id)
    expect(copied.close_price).toBe(closed.close_price)
    await shot(page, 'copytrade-copy-closed-en')

    // A copy kept as one's own no longer follows the trader's close.
    expect((await api(server, '/lever/submit', long, trader)).type).toBe('ok')
    const [second] = await positions(trader, 1)
    const kept = page.locator('.copy-position')
    await waitShown(page, kept.locator('.copy-lots', { hasText: /^3$/ }))
    await kept.getByRole('button', { name: en.hold_own }).click()
    const hold = page.locator('.hold-sheet')
    await hold.getByText(en.hold_note).waitFor()
    await shot(page, 'copytrade-hold-en')
    await hold.getByRole('button', { name: en.hold_confirm }).click()
    await waitShown(page, page.getByText(en.no_open_copies))
    expect((await api(server, '/lever/close', { id: String(second.id) }, trader)).type).toBe('ok')
    // The trader's close closes the linked copies in the same command, before its answer.
    expect(await positions(trader, 1)).toEqual([])
    const own = (await positions(follower, 1)).filter((p) => p.order_type === 1)
    expect(own.map((p) => p.share)).toEqual([3])

    // The trader sees their status with the way to stop, and stopping says so.
    const traderPage = await phone(browser)
    await logIn(traderPage, server, 'trader-a@example.com', 'password1')
    await useLanguage(traderPage, server, 'en', '/pages/copytrade/my')
    const status = traderPage.locator('.copy-status')
    await waitShown(traderPage, status.getByText(en.trader_status_2))
    await shot(traderPage, 'copytrade-my-trader-en')
    await status.getByRole('button', { name: en.stop }).click()
    await traderPage.locator('.adm-dialog').getByRole('button', { name: en.stop }).click()
    await waitShown(traderPage, status.getByText(en.trader_status_4))
    await status.getByRole('button', { name: en.apply }).waitFor()
    await traderPage.context().close()

    await useLanguage(page, server, 'zh', `/pages/copytrade/trader?id=${traderId}`)
    await page.locator('.copy-trade').first().waitFor()
    await page.getByRole('button', { name: zh.cancel_follow }).waitFor()
    await shot(page, 'copytrade-trader-zh')
    await page.context().close()
    expect(verifyLedger(server.dataDir).code).toBe(0)
  })

  it('shows the server’s own message when a third trader is followed past the limit of two', async () => {
    const email = 'follower-c@example.com'
    const token = await signUp(server, email, 'password1')
    const demo = (
      (await api(server, '/follow/index', { sort: 'profit' }, token, 'GET')).message as {
        data: { id: number; nickname: string }[]
      }
    ).data.filter((row) => row.nickname.startsWith('Demo trader'))
    expect(demo).toHaveLength(3)
    for (const row of demo.slice(0, 2)) {
      const followed = await api(
        server,
        '/follow/follow',
        { trader_user_id: String(row.id), type: '2', number: '1' },
        token,
      )
      expect(followed.type).toBe('ok')
    }
    const refused = await api(
      server,
      '/follow/follow',
      { trader_user_id: String(demo[2].id), type: '2', number: '1', lang: 'en' },
      token,
    )
    expect(refused.error).toBe('follow_limit')

    const page = await phone(browser)
    await logIn(page, server, email, 'password1')
    await useLanguage(page, server, 'en', `/pages/follow/follow?id=${demo[2].id}`)
    const sheet = page.locator('.follow-sheet')
    await waitShown(page, sheet.locator('input[name="number"]'))
    await sheet.getByText(en.fixed_lots).click()
    await sheet.locator('input[name="number"]').fill('2.5')
    await sheet
      .getByText('Whatever the trader opens (say 3 lots), you copy 2.5 rounded down to whole lots: 2 lots.')
      .waitFor()
    await sheet.getByText(en.agree).click()
    await sheet.getByRole('button', { name: en.confirm_follow }).click()
    await waitShown(page, page.getByText(refused.message as string))
    await shot(page, 'copytrade-limit-en')
    expect(await page.evaluate(() => window.location.hash)).toContain('/pages/follow/follow')
    await page.context().close()
  })

  it('shows a guest the leaderboard with the demo traders and asks them to log in to follow', async () => {
    const page = await phone(browser)
    await page.goto(`${server.base}/h5/#/pages/index/index`)
    await useLanguage(page, server, 'zh', '/pages/follow/index?sort=followers')
    await waitShown(page, page.locator('.copy-trader', { hasText: 'Demo trader Ada' }))
    await page.locator('.copy-trader').first().getByRole('button', { name: zh.follow }).click()
    await waitForRoute(page, '/pages/common/login')
    await page.context().close()
  })
})
