import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import en from '../src/features/earn/locales/en.json'
import zh from '../src/features/earn/locales/zh.json'
import { launch, phone, shot, waitForRoute, waitShown } from './browser'
import { logIn, storedToken, useLanguage } from './flows'
import { api, signUp, startServer, verifyLedger, type Server } from './server'

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

type LockOrder = { id: number; status: number; amount: string; cancel_fee_str: string; start_at_ts: number }

async function positions(token: string): Promise<LockOrder[]> {
  const answer = await api(server, '/lh/deposit/order', { page: '1', limit: '10' }, token, 'GET')
  return (answer.message as { order_list: LockOrder[] }).order_list
}

/** `YYYY-MM-DD HH:MM` one day after a time written that way (zone-free arithmetic on the shown text). */
function dayAfter(shown: string): string {
  const ms = Date.parse(`${shown.replace(' ', 'T')}:00Z`) + 24 * 60 * 60 * 1000
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ')
}

describe('lock mining in the browser', () => {
  it('stakes from the Finance tab through the confirmation sheet, shows the next accrual, and redeems early with the penalty shown first', async () => {
    await signUp(server, 'earn@example.com', 'password1')
    const page = await phone(browser)
    await logIn(page, server, 'earn@example.com', 'password1')
    const token = (await storedToken(page))!
    await useLanguage(page, server, 'en', '/pages/finance/index')
    await waitShown(page, page.locator('.lock-today', { hasText: '0.3500%' }))
    await page.getByText('Reserve covers 100%').waitFor()
    await page.getByText(en.holdings_empty).waitFor()
    await page.getByRole('link', { name: new RegExp(en.ieo_title) }).waitFor()
    await page.getByRole('link', { name: new RegExp(en.invest_title) }).waitFor()
    await shot(page, 'finance-en')

    await page.getByRole('link', { name: new RegExp(en.lock_title) }).click()
    await waitForRoute(page, '/pages/lockming/lockming')
    const product = page.locator('[data-product="1"]')
    await product.getByText('0.3000% – 0.4000%').waitFor()
    await product.getByText('0.4000% per remaining day').waitFor()
    await shot(page, 'lockming-products-en')
    await product.getByRole('button', { name: en.stake }).click()
    await waitForRoute(page, '/pages/lockming/buy')

    const amount = page.locator('input[name="amount"]')
    const review = page.getByRole('button', { name: en.review })
    await amount.fill('50')
    await waitShown(page, page.getByRole('alert').getByText('The minimum is 100 USDT'))
    expect(await review.isDisabled()).toBe(true)
    await amount.fill('150')
    await review.click()
    const sheet = page.locator('.stake-sheet')
    await sheet.locator('.confirm-amount', { hasText: '150.00000000 USDT' }).waitFor()
    await sheet.locator('.confirm-daily', { hasText: '0.52500000 USDT' }).waitFor()
    await sheet
      .getByText(/Penalty = 0\.4000% × remaining days × amount, rounded up\. Redeemed right away: 4\.2/)
      .waitFor()
    await sheet.getByText(/The reserve holds 100%/).waitFor()
    expect(await positions(token)).toEqual([])
    await shot(page, 'lockming-confirm-en')
    await sheet.getByRole('button', { name: en.confirm_stake }).click()

    await waitForRoute(page, '/pages/lockming/order')
    const row = page.locator('.lock-order').first()
    await row.getByText(en.status_1, { exact: true }).waitFor()
    const start = (await row.locator('dt', { hasText: en.start }).locator('xpath=following-sibling::dd').textContent())!
    await row.locator('.next-accrual', { hasText: dayAfter(start.trim()) }).waitFor()
    await shot(page, 'lockming-orders-en')

    await row.getByRole('button', { name: en.redeem }).click()
    const redeem = page.locator('.redeem-sheet')
    const [open] = await positions(token)
    expect(open.status).toBe(1)
    expect(open.cancel_fee_str).toBe('4.20000000')
    await redeem.locator('.redeem-penalty', { hasText: `${open.cancel_fee_str} USDT` }).waitFor()
    await redeem.locator('.redeem-refund', { hasText: '145.80000000 USDT' }).waitFor()
    await shot(page, 'lockming-redeem-en')
    await redeem.getByRole('button', { name: en.confirm_redeem }).click()

    await row.getByText(en.status_3, { exact: true }).waitFor()
    await row.locator('.refunded', { hasText: '145.80000000 USDT' }).waitFor()
    expect(await row.getByRole('button', { name: en.redeem }).count()).toBe(0)
    const [closed] = await positions(token)
    expect(closed.status).toBe(3)
    await shot(page, 'lockming-redeemed-en')
    await page.context().close()
    expect(verifyLedger(server.dataDir).code).toBe(0)
  })

  it('asks a guest to log in for holdings and still shows the products and their rules', async () => {
    const page = await phone(browser)
    await page.goto(`${server.base}/h5/#/pages/index/index`)
    await useLanguage(page, server, 'zh', '/pages/finance/index')
    await page.getByText(zh.holdings_login).waitFor()
    await page.locator('.lock-today').waitFor()
    await shot(page, 'finance-guest-zh')
    await page.getByRole('link', { name: new RegExp(zh.lock_title) }).click()
    await waitForRoute(page, '/pages/lockming/lockming')
    await page.getByRole('link', { name: zh.rules }).click()
    await waitForRoute(page, '/pages/lockming/welcome')
    await page.getByText(zh.welcome_title).waitFor()
    await page.getByText('0.3000% – 0.4000%').first().waitFor()
    await shot(page, 'lockming-welcome-zh')
    await page.context().close()
  })
})
