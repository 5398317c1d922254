import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import Decimal from 'decimal.js'
import enBundle from '../src/features/earn/locales/en.json'
import zhBundle from '../src/features/earn/locales/zh.json'
import { launch, phone, shot, waitForRoute, waitShown } from './browser'
import { logIn, storedToken, useLanguage } from './flows'
import { adminApi, api, operatorToken, signUp, startServer, verifyLedger, type Server } from './server'

const en = enBundle.dual
const zh = zhBundle.dual

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

type Product = { id: number; name: string; rate: string; exercise_price: string; minutes: number; status: number }
type Order = { id: number; dual_id: number; status: number; number: number; total: string; pay_currency: string }

async function fiveMinuteCall(): Promise<Product> {
  const answer = await api(server, '/dual/index', { currency_id: '1', type: 'call' }, undefined, 'GET')
  const list = (answer.message as { dual_currencys: Product[] }).dual_currencys
  return list.find((p) => p.minutes === 5 && p.status === 1)!
}

async function orders(token: string): Promise<Order[]> {
  const answer = await api(server, '/dual/dual_list', { page: '1', limit: '10' }, token)
  return (answer.message as { list: Order[] }).list
}

describe('dual investment in the browser', () => {
  it('buys shares of the five-minute demo BTC call from the Finance tab through the confirmation sheet, which shows the principal and both payouts first, and lists the order as purchased', async () => {
    await signUp(server, 'dual@example.com', 'password1')
    const page = await phone(browser)
    await logIn(page, server, 'dual@example.com', 'password1')
    const token = (await storedToken(page))!
    await useLanguage(page, server, 'en', '/pages/finance/index')
    await waitShown(page, page.locator('.dual-top-rate', { hasText: '%' }))
    await page.locator('.dual-next', { hasText: /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/ }).waitFor()

    const product = await fiveMinuteCall()
    await page.getByRole('link', { name: new RegExp(enBundle.invest_title) }).click()
    await waitForRoute(page, '/pages/invest/invest')
    await page.getByText(en.call_line).waitFor()
    const card = page.locator(`[data-dual="${product.id}"]`)
    await card.getByRole('heading', { name: 'Demo BTC call 5 minutes' }).waitFor()
    await card.getByText(en.demo, { exact: true }).waitFor()
    await card.locator('.dual-term', { hasText: '5 minutes' }).waitFor()
    await card.locator('.dual-remaining', { hasText: /\d+ \/ \d+/ }).waitFor()
    await shot(page, 'dual-list-en')
    await card.getByRole('button', { name: en.buy }).click()
    await waitForRoute(page, '/pages/invest/purchase')

    const shares = page.locator('input[name="shares"]')
    const review = page.getByRole('button', { name: enBundle.review })
    await page.locator('.dual-available', { hasText: /\d+\.\d+ BTC/ }).waitFor()
    await shares.fill('1.5')
    await waitShown(page, page.getByRole('alert').getByText(en.invalid))
    expect(await review.isDisabled()).toBe(true)
    await shares.fill('11')
    await page.getByRole('alert').getByText('Each user may buy at most 10 shares').waitFor()
    await shares.fill('3')
    await page.locator('.form-principal', { hasText: '0.30000000 BTC' }).waitFor()
    await review.click()

    // interest(x) = floor(x × apr × minutes ÷ (365 × 1440)) at eight decimals.
    const interest = (x: Decimal) =>
      x
        .times(product.rate)
        .dividedBy(100)
        .times(product.minutes)
        .dividedBy(365 * 1440)
        .toDecimalPlaces(8, Decimal.ROUND_DOWN)
    const coin = new Decimal('0.3')
    const usdt = new Decimal(product.exercise_price).times(3).dividedBy(10)
    const sheet = page.locator('.dual-sheet')
    await sheet.locator('.confirm-principal', { hasText: '0.30000000 BTC' }).waitFor()
    await sheet.locator('.outcome-below', { hasText: `${coin.plus(interest(coin)).toFixed(8)} BTC` }).waitFor()
    await sheet.locator('.outcome-above', { hasText: `${usdt.plus(interest(usdt)).toFixed(8)} USDT` }).waitFor()
    await sheet.getByText(en.price_rule).waitFor()
    await sheet.getByText(en.no_exit).waitFor()
    await sheet.locator('.confirm-settles', { hasText: /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/ }).waitFor()
    expect(await orders(token)).toEqual([])
    await shot(page, 'dual-confirm-en')
    await sheet.getByRole('button', { name: /Confirm and pay 0\.3 BTC/ }).click()

    await waitForRoute(page, '/pages/invest/mine')
    const row = page.locator('.dual-order').first()
    await row.locator('.earn-status', { hasText: en.status_1 }).waitFor()
    await row.locator('.principal', { hasText: '0.3 BTC' }).waitFor()
    await row.getByText(en.state_waiting).waitFor()
    await shot(page, 'dual-mine-en')
    const [order] = await orders(token)
    expect(order).toMatchObject({ dual_id: product.id, status: 1, number: 3, total: '0.30000000', pay_currency: 'BTC' })
    await page.context().close()
    expect(verifyLedger(server.dataDir).code).toBe(0)
  })

  it('settles a one-minute product an operator put on sale at the recorded index of its settlement second, and the order shows the price, its source and the payout', async () => {
    const finance = await operatorToken(server, 'dual-finance@example.com', 'finance')
    for (const [currency, amount] of [
      ['1', '1'],
      ['3', '10'],
    ]) {
      const funded = await adminApi(
        server,
        '/dual/reserve/fund',
        { currency, amount, reason: 'One-minute product' },
        finance,
      )
      expect(funded.type).toBe('ok')
    }
    // A reference of 1 USDT: the index is above it, so the payout is USDT, usdt = shares × 1 ÷ 10.
    const created = await adminApi(
      server,
      '/dual/products/create',
      {
        currency: '1',
        type: 'call',
        name: 'One-minute BTC call',
        rate: '36.5',
        exercise_price: '1',
        total_number: '10',
        user_limit: '10',
        minutes: '1',
      },
      finance,
    )
    expect(created.type).toBe('ok')
    const id = String((created.message as { id: number }).id)
    expect((await adminApi(server, '/dual/products/open', { id }, finance)).type).toBe('ok')

    const token = await signUp(server, 'dual-settle@example.com', 'password1')
    const bought = await api(server, '/dual/buyDual', { id, num: '2' }, token)
    expect(bought.type).toBe('ok')
    // The sale lasts a minute and settlement comes a minute after it ends.
    await expect
      .poll(async () => (await orders(token)).find((o) => String(o.dual_id) === id)?.status, {
        timeout: 170_000,
        interval: 2_000,
      })
      .toBe(3)

    const page = await phone(browser)
    await logIn(page, server, 'dual-settle@example.com', 'password1')
    await useLanguage(page, server, 'en', '/pages/invest/mine')
    const row = page.locator('.dual-order', { hasText: 'One-minute BTC call' })
    await row.locator('.earn-status', { hasText: en.status_3 }).waitFor()
    await row.locator('.settle-price', { hasText: /\d+\.\d+ USDT/ }).waitFor()
    await row.locator('.settle-source', { hasText: /Simulated · \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/ }).waitFor()
    // interest(0.2) = floor(0.2 × 0.365 × 1 ÷ 525600) at eight decimals = 0.00000013
    await row.locator('.payout', { hasText: '0.20000013 USDT' }).waitFor()
    await row
      .locator('.dual-outcome', {
        hasText: 'was at or above the reference price of 1 USDT, so you received 0.20000013 USDT',
      })
      .waitFor()
    await shot(page, 'dual-settled-en')
    await page.context().close()
    expect(verifyLedger(server.dataDir).code).toBe(0)
  }, 240_000)

  it('shows a guest the products in Chinese with the put explained, and the help page with the formulas', async () => {
    const page = await phone(browser)
    await page.goto(`${server.base}/h5/#/pages/index/index`)
    await useLanguage(page, server, 'zh', '/pages/invest/invest?coin=1&type=put')
    await page.getByText(zh.put_line).waitFor()
    // The demo's sample product reads in the reader's language (ADR 80).
    await page.getByRole('heading', { name: '演示 BTC 看跌 3 天' }).waitFor()
    await shot(page, 'dual-list-put-zh')
    await page.getByRole('link', { name: zh.help_title }).click()
    await waitForRoute(page, '/pages/invest/help')
    await page.getByText(zh.help_5).waitFor()
    await shot(page, 'dual-help-zh')
    await page.context().close()
  })
})
