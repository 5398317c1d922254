import Decimal from 'decimal.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import en from '../src/features/quickbuy/locales/en.json'
import zh from '../src/features/quickbuy/locales/zh.json'
import { launch, phone, shot, waitForRoute, waitShown } from './browser'
import { logIn, useLanguage } from './flows'
import { cardPicture } from './pictures'
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

type Country = { code: string; name: string; fiat: string; methods: string[]; min_amount: string; max_amount: string }
type Config = { countries: Country[]; currencies: { currency_id: number; currency_name: string }[] }
type Order = {
  id: number
  reference: string
  method: string
  amount: string | number
  receive: string
  status: number
  voucher: string
  receiving: { bank_name: string; account_name: string; iban: string; bic: string; bank_address: string }
}

async function quickBuyConfig(): Promise<Config> {
  const answer = await api(server, '/quickbuy/config', {}, undefined, 'GET')
  expect(answer.type).toBe('ok')
  return answer.message as Config
}

async function orders(token: string): Promise<Order[]> {
  const answer = await api(server, '/quickbuy/orders', { page: '1', limit: '10' }, token, 'GET')
  return (answer.message as { data: Order[] }).data
}

/** What the user has available of a coin in the change account, "0" when the wallet lists none. */
async function changeBalance(token: string, coin: string): Promise<string> {
  const list = await api(server, '/wallet/list', {}, token, 'GET')
  const rows = (list.message as { change_wallet: { balance: { currency_name: string; change_balance: string }[] } })
    .change_wallet.balance
  return rows.find((r) => r.currency_name === coin)?.change_balance ?? '0'
}

/** Picks country, coin and bank transfer, and types a whole amount. */
async function chooseBank(page: Page, strings: typeof en, country: string, amount: string): Promise<void> {
  await waitShown(page, page.locator('.qb-get-quote'))
  await page.locator('.qb-countries').getByText(country, { exact: true }).click()
  await page.locator('.qb-coins').getByText('USDT', { exact: true }).click()
  await page.locator('.qb-methods').getByText(strings.method_bank, { exact: true }).click()
  await page.locator('input[name="amount"]').fill(amount)
}

/** Asks for a quote in the unconfigured country and expects the server's refusal beside the button. */
async function refusedOnScreen(page: Page, strings: typeof en, message: unknown, name: string): Promise<void> {
  await chooseBank(page, strings, 'Nowhere', '100')
  await page.locator('.qb-get-quote').click()
  await waitShown(page, page.locator('.qb-refusal'))
  expect(await page.locator('.qb-refusal').textContent()).toBe(message)
  expect(await page.locator('.qb-quote').count()).toBe(0)
  await shot(page, name)
}

describe('quick buy in the browser', () => {
  it('buys 100 USD of USDT by bank transfer with a voucher, is confirmed by finance, and the coins reach the change account', async () => {
    const config = await quickBuyConfig()
    const usdt = config.currencies.find((c) => c.currency_name === 'USDT')
    const us = config.countries.find((c) => c.code === 'US')
    expect(usdt).toBeDefined()
    expect(us?.fiat).toBe('USD')
    expect(us?.methods).toContain('bank')
    const finance = await operatorToken(server, 'quickbuy-finance@example.com', 'finance')
    const funded = await adminApi(
      server,
      '/quickbuy/reserve/fund',
      { currency: String(usdt!.currency_id), amount: '1000', reason: 'Quick buy float' },
      finance,
    )
    expect(funded.type).toBe('ok')

    const token = await signUp(server, 'quickbuyer@example.com', 'password1')
    const before = await changeBalance(token, 'USDT')
    const page = await phone(browser)
    await logIn(page, server, 'quickbuyer@example.com', 'password1')
    await useLanguage(page, server, 'en', '/pages/quickbuy/quickbuy')
    await waitShown(page, page.locator('.qb-get-quote'))
    await page.locator('.qb-get-quote').click()
    // The only country on offer comes chosen; with several, the country is asked for first.
    const first = config.countries.length === 1 ? en.select_method : en.select_country
    await page.locator('.qb-missing', { hasText: first }).waitFor()

    await chooseBank(page, en, us!.name, '5')
    await page.locator('.qb-amount-error').waitFor()
    await page.locator('input[name="amount"]').fill('100.5')
    await page.locator('.qb-amount-error', { hasText: en.amount_invalid }).waitFor()
    await page.locator('input[name="amount"]').fill('100')
    await expect
      .poll(async () => (await page.locator('.qb-estimate').textContent())?.trim() ?? '')
      .toMatch(/^≈ [1-9]\d*(\.\d+)? USDT$/)
    await shot(page, 'quickbuy-form-en')

    await page.locator('.qb-get-quote').click()
    await waitShown(page, page.locator('.qb-quote-countdown'))
    for (const [name, value] of Object.entries({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'quickbuyer@example.com',
      phone: '+1 202 555 0100',
      bank: 'First Example Bank',
      account_name: 'Ada Lovelace',
      iban: 'US64SVBKUS6S3300958879',
      bic: 'SVBKUS6S',
    })) {
      await page.locator(`.qb-payer input[name="${name}"]`).fill(value)
    }
    await shot(page, 'quickbuy-quote-en')
    await page.locator('.qb-place-order').click()
    await waitForRoute(page, '/pages/quickbuy/order')

    const [order] = await orders(token)
    expect(order.status).toBe(0)
    expect(order.method).toBe('bank')
    expect(new Decimal(order.amount).eq(100)).toBe(true)
    expect(order.reference).not.toBe('')
    await waitShown(page, page.locator('.qb-receiving'))
    expect(await page.locator('.qb-reference .qb-copy-value').textContent()).toBe(order.reference)
    expect(await page.locator('.qb-receiving-iban .qb-copy-value').textContent()).toBe(order.receiving.iban || '--')
    expect(await page.locator('.qb-receiving-name .qb-copy-value').textContent()).toBe(
      order.receiving.account_name || '--',
    )
    await page.locator('.qb-pay-by').waitFor()
    await shot(page, 'quickbuy-to-pay-en')

    await page.locator('input[name="voucher"]').setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: cardPicture(320, 200, 60),
    })
    await page.locator('.picture-picker img').waitFor()
    await expect.poll(() => page.locator('.qb-voucher-submit').isEnabled()).toBe(true)
    await page.locator('.qb-voucher-submit').click()
    await page.locator('.qb-status', { hasText: en.status_1 }).waitFor({ timeout: 15_000 })
    const [reviewing] = await orders(token)
    expect(reviewing.status).toBe(1)
    expect(reviewing.voucher).toMatch(/^\/upload\//)
    await shot(page, 'quickbuy-under-review-en')

    const confirmed = await adminApi(server, '/quickbuy/confirm', { id: String(order.id) }, finance)
    expect(confirmed.type).toBe('ok')
    await page.locator('.qb-status', { hasText: en.status_2 }).waitFor({ timeout: 15_000 })
    await page.locator('.qb-paid-text').waitFor()
    await shot(page, 'quickbuy-paid-en')
    const [paid] = await orders(token)
    expect(paid.status).toBe(2)
    await expect
      .poll(async () => new Decimal(await changeBalance(token, 'USDT')).minus(before).toFixed())
      .toBe(new Decimal(paid.receive).toFixed())

    await useLanguage(page, server, 'zh', `/pages/quickbuy/order?id=${order.id}`)
    await page.locator('.qb-status', { hasText: zh.status_2 }).waitFor()
    await shot(page, 'quickbuy-paid-zh')
    await useLanguage(page, server, 'zh', '/pages/quickbuy/orders')
    await page.locator(`[data-order="${order.id}"]`).getByText(zh.status_2).waitFor()
    await shot(page, 'quickbuy-orders-zh')
    await page.context().close()
    expect(verifyLedger(server.dataDir).code).toBe(0)
  })

  it('answers an area that is not offered with the server’s localized message, by API and on the screen', async () => {
    const config = await quickBuyConfig()
    const usdt = config.currencies.find((c) => c.currency_name === 'USDT')!
    expect(config.countries.some((c) => c.code === 'ZZ')).toBe(false)
    const token = await signUp(server, 'faraway@example.com', 'password1')
    const quoteZz = (lang: string) =>
      api(
        server,
        '/quickbuy/quote',
        { country: 'ZZ', currency: String(usdt.currency_id), method: 'bank', amount: '100', lang },
        token,
      )
    const refusedEn = await quoteZz('en')
    expect(refusedEn.type).not.toBe('ok')
    expect(refusedEn.error).toBe('region_not_supported')
    expect(refusedEn.message).toBe('Your area is temporarily not supported')
    const refusedZh = await quoteZz('zh')
    expect(refusedZh.error).toBe('region_not_supported')
    expect(typeof refusedZh.message).toBe('string')
    expect(refusedZh.message).not.toBe(refusedEn.message)

    // The screen only offers configured countries: an unconfigured one is slipped into the config it reads.
    const page = await phone(browser)
    await page.route(
      (url) => url.pathname.endsWith('/api/quickbuy/config'),
      async (route) => {
        const response = await route.fetch()
        const body = (await response.json()) as { message: Config }
        body.message.countries.push({
          code: 'ZZ',
          name: 'Nowhere',
          fiat: 'USD',
          methods: ['bank'],
          min_amount: '10',
          max_amount: '50000',
        })
        await route.fulfill({ response, json: body })
      },
    )
    await logIn(page, server, 'faraway@example.com', 'password1')
    await useLanguage(page, server, 'en', '/pages/quickbuy/quickbuy')
    await refusedOnScreen(page, en, refusedEn.message, 'quickbuy-region-en')
    await useLanguage(page, server, 'zh', '/pages/quickbuy/quickbuy')
    await refusedOnScreen(page, zh, refusedZh.message, 'quickbuy-region-zh')
    await page.context().close()
    expect(verifyLedger(server.dataDir).code).toBe(0)
  })
})
