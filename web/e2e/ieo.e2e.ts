import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import enBundle from '../src/features/earn/locales/en.json'
import zhBundle from '../src/features/earn/locales/zh.json'
import { launch, phone, shot, waitForRoute, waitShown } from './browser'
import { logIn, storedToken, useLanguage } from './flows'
import { api, signUp, startServer, verifyLedger, type Server } from './server'

const en = enBundle.ieo
const zh = zhBundle.ieo

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

type Subscription = { id: number; status: number; coin_amount: string; paid: string; charged: string; refunded: string }

async function subscriptions(token: string): Promise<Subscription[]> {
  const answer = await api(server, '/user/project/order', { page: '1', limit: '10' }, token, 'GET')
  return (answer.message as { data: Subscription[] }).data
}

describe('the IEO launchpad in the browser', () => {
  it('subscribes to the demo sale from the Finance tab through the confirmation sheet, which shows the escrowed payment and the allocation rule first, and lists the subscription as applied with its payment in escrow, and shows the server’s own message when a later subscription is refused', async () => {
    await signUp(server, 'ieo@example.com', 'password1')
    const page = await phone(browser)
    await logIn(page, server, 'ieo@example.com', 'password1')
    const token = (await storedToken(page))!
    await useLanguage(page, server, 'en', '/pages/finance/index')
    await waitShown(page, page.locator('.ieo-on-sale', { hasText: '1' }))
    await page.locator('.ieo-next', { hasText: /Starts in \d+d \d\d:\d\d:\d\d/ }).waitFor()
    await shot(page, 'ieo-finance-en')

    await page.getByRole('link', { name: new RegExp(enBundle.ieo_title) }).click()
    await waitForRoute(page, '/pages/ieo/ieo')
    const aurora = page.locator('[data-project="1"]')
    await aurora.getByRole('heading', { name: 'Demo Aurora launch' }).waitFor()
    await aurora.getByText(en.status_2, { exact: true }).waitFor()
    await aurora.getByText(/Ends in \d+d \d\d:\d\d:\d\d/).waitFor()
    await page.locator('[data-project="2"]').getByText(en.status_1, { exact: true }).waitFor()
    await shot(page, 'ieo-list-en')
    await aurora.getByRole('button', { name: en.subscribe }).click()
    await waitForRoute(page, '/pages/ieo/subscribe')

    await page.locator('.ieo-available', { hasText: '10,000.00000000 USDT' }).waitFor()
    const amount = page.locator('input[name="amount"]')
    const review = page.getByRole('button', { name: en.review })
    await amount.fill('50')
    await waitShown(page, page.getByRole('alert').getByText('The minimum is 100 DEMOA'))
    expect(await review.isDisabled()).toBe(true)
    await amount.fill('1000.5')
    await page.locator('.form-payment', { hasText: '50.02500000 USDT' }).waitFor()
    await review.click()

    const sheet = page.locator('.ieo-sheet')
    await sheet.locator('.confirm-amount', { hasText: '1,000.50000000 DEMOA' }).waitFor()
    await sheet.locator('.confirm-payment', { hasText: '50.02500000 USDT' }).waitFor()
    await sheet.getByText(en.rule_text).waitFor()
    await sheet.getByText(en.if_ends_now).waitFor()
    await sheet.locator('.rule-total', { hasText: '1,000.50000000 DEMOA' }).waitFor()
    await sheet.locator('.rule-supply', { hasText: '1,000,000.00000000 DEMOA' }).waitFor()
    await sheet.locator('.rule-allocation', { hasText: '1,000.5 DEMOA, all you applied for' }).waitFor()
    await sheet.locator('.rule-charged', { hasText: '50.02500000 USDT' }).waitFor()
    await sheet.getByText(/Allocated tokens stay locked until listing at \d{4}-\d\d-\d\d \d\d:\d\d \(2 days/).waitFor()
    expect(await subscriptions(token)).toEqual([])
    await shot(page, 'ieo-confirm-en')
    await sheet.getByRole('button', { name: /Confirm and pay 50\.025 USDT/ }).click()

    await waitForRoute(page, '/pages/ieo/order')
    const row = page.locator('.ieo-order').first()
    await row.locator('.earn-status', { hasText: en.sub_status_1 }).waitFor()
    await row.locator('.applied', { hasText: '1,000.50000000 DEMOA' }).waitFor()
    await row.locator('.paid', { hasText: '50.02500000 USDT' }).waitFor()
    await row.locator('.allocated', { hasText: '0.00 DEMOA' }).waitFor()
    await row.getByText(en.state_escrow).waitFor()
    await row
      .locator('.ieo-outcome', {
        hasText: 'So far the applications, 1,000.5 DEMOA, are within the supply of 1,000,000 DEMOA',
      })
      .waitFor()
    await shot(page, 'ieo-orders-en')
    const [subscription] = await subscriptions(token)
    expect(subscription).toMatchObject({ status: 1, coin_amount: '1000.50000000', paid: '50.02500000' })

    await page.goto(`${server.base}/h5/#/pages/ieo/subscribe?id=1`)
    await page.locator('.my-applied', { hasText: '1,000.5 DEMOA' }).waitFor()
    await page.locator('.ieo-available', { hasText: '9,949.97500000 USDT' }).waitFor()

    // Another device takes the rest of the user's maximum while this sheet is open: the server's message shows.
    await page.locator('input[name="amount"]').fill('1000')
    await page.getByRole('button', { name: en.review }).click()
    await sheet.locator('.confirm-payment', { hasText: '50.00000000 USDT' }).waitFor()
    const elsewhere = await api(
      server,
      '/project/order',
      { project_id: '1', amount: '98999.5', pay_currency: '3', price: '0.05000000', lang: 'en' },
      token,
    )
    expect(elsewhere.type).toBe('ok')
    await sheet.getByRole('button', { name: /Confirm and pay 50 USDT/ }).click()
    await waitShown(page, page.getByText('Each user may apply for at most 100000.00 DEMOA in this project'))
    await page.locator('.my-applied', { hasText: '100,000 DEMOA' }).waitFor()
    expect((await subscriptions(token)).length).toBe(2)
    await page.context().close()
    expect(verifyLedger(server.dataDir).code).toBe(0)
  })

  it('shows a guest the projects with their status and countdown, and asks them to log in to subscribe', async () => {
    const page = await phone(browser)
    await page.goto(`${server.base}/h5/#/pages/index/index`)
    await useLanguage(page, server, 'zh', '/pages/ieo/ieo')
    const borealis = page.locator('[data-project="2"]')
    await borealis.getByText(zh.status_1, { exact: true }).waitFor()
    await borealis.getByText(/距开始 \d+天 \d\d:\d\d:\d\d/).waitFor()
    await shot(page, 'ieo-list-guest-zh')
    await page.locator('[data-project="1"]').getByRole('button', { name: zh.subscribe }).click()
    await waitForRoute(page, '/pages/common/login')
    await page.context().close()
  })
})
