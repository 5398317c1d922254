import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import couponsEn from '../src/features/coupons/locales/en.json'
import couponsZh from '../src/features/coupons/locales/zh.json'
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

type LockOrder = {
  id: number
  status: number
  amount: string
  cancel_fee_str: string
  start_at_ts: number
  boost_rate: string
  boost_cap: string
  boost_paid: string
}
type LockProduct = { id: number; currency_name: string; day: number }
type Coupon = {
  id: number
  status: number
  kind: string
  rate: string
  value: string
  used_on: string
  covered: string
}

async function positions(token: string): Promise<LockOrder[]> {
  const answer = await api(server, '/lh/deposit/order', { page: '1', limit: '10' }, token, 'GET')
  return (answer.message as { order_list: LockOrder[] }).order_list
}

async function products(): Promise<LockProduct[]> {
  return (await api(server, '/lh/deposit/config', { page: '1', limit: '50' }, undefined, 'GET'))
    .message as LockProduct[]
}

async function couponsOf(token: string, status: number): Promise<Coupon[]> {
  const answer = await api(server, '/coupon/list', { status: String(status), page: '1', limit: '20' }, token, 'GET')
  return (answer.message as { data: Coupon[] }).data
}

/** Waits until the bottom sheet holding `selector` has slid fully in (its transform ends at none). */
async function settled(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const body = document.querySelector(s)?.closest('.adm-popup-body')
    if (!body) return false
    const transform = getComputedStyle(body).transform
    return transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)'
  }, selector)
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

  it('claims the BOOST coupon, buys a lock-mining product with it, sees the boost before confirming and on the order, and the ledger verifies', async () => {
    const email = 'boost@example.com'
    const token = await signUp(server, email, 'password1')
    const usdt = (await products()).find((p) => p.currency_name === 'USDT' && p.day === 7)!
    const page = await phone(browser)
    await logIn(page, server, email, 'password1')

    // The code is claimed on the coupon screen; the card names the boost and its terms.
    await useLanguage(page, server, 'en', '/pages/setting/coupon')
    await page.locator('input[name="coupon_code"]').fill('BOOST')
    await page.locator('.coupon-claim-button').click()
    const card = page.locator('.coupon-card[data-status="1"][data-kind="boost"]')
    await waitShown(page, card.locator('.coupon-kind').getByText(couponsEn.kind_boost, { exact: true }))
    await waitShown(page, card.locator('.coupon-boost-terms').getByText('+0.1% a day, up to 10 USDT', { exact: true }))
    const [claimed] = await couponsOf(token, 1)
    expect(claimed).toMatchObject({ kind: 'boost', rate: '0.1', status: 1 })
    expect(Number(claimed.value)).toBe(10)
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
    await shot(page, 'coupon-boost-en')

    // The purchase sheet offers it, and shows what it adds before the position opens.
    await useLanguage(page, server, 'en', `/pages/lockming/buy?id=${usdt.id}`)
    await page.locator('input[name="amount"]').fill('150')
    await waitShown(page, page.locator('.coupon-pick-row', { hasText: couponsEn.pick_label_boost }))
    await page.locator('.coupon-pick-row').click()
    const option = page.locator(`.coupon-pick-option[data-coupon="${claimed.id}"]`)
    await waitShown(page, option.locator('.coupon-pick-boost', { hasText: '+0.1% a day, up to 10 USDT' }))
    await settled(page, '.coupon-pick-list')
    await shot(page, 'lockming-boost-picker-en')
    await option.click()
    await waitShown(page, page.locator('.coupon-pick-chosen', { hasText: '+0.1% a day, up to 10 USDT' }))
    await waitShown(page, page.locator('.stake-boost', { hasText: 'up to 1.05000000 USDT over 7 days' }))
    await page.locator('.coupon-pick-list').waitFor({ state: 'hidden' })
    await shot(page, 'lockming-boost-form-en')
    await page.getByRole('button', { name: en.review }).click()
    const sheet = page.locator('.stake-sheet')
    await waitShown(page, sheet.locator('.confirm-boost-rate', { hasText: '+0.1% a day' }))
    await waitShown(page, sheet.locator('.confirm-boost-cap', { hasText: '1.05000000 USDT' }))
    await waitShown(page, sheet.locator('.confirm-boost-note', { hasText: '0.15000000 USDT a day' }))
    expect(await positions(token)).toEqual([])
    await shot(page, 'lockming-boost-en')
    await sheet.getByRole('button', { name: en.confirm_stake }).click()

    // The order shows the boost; the server reserved min(10, 150 × 0.1 % × 7) = 1.05 USDT for it.
    await waitForRoute(page, '/pages/lockming/order')
    const [position] = await positions(token)
    expect(position).toMatchObject({ amount: '150.00000000', boost_rate: '0.1', boost_cap: '1.05000000' })
    expect(position.boost_paid).toBe('0.00000000')
    const row = page.locator(`.lock-order[data-order="${position.id}"]`)
    await waitShown(page, row.locator('.lock-boost', { hasText: '+0.1% a day boost' }))
    await waitShown(page, row.locator('.lock-boost-paid', { hasText: 'paid 0.00 of 1.05000000 USDT' }))
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
    await shot(page, 'lockming-boost-order-en')
    await useLanguage(page, server, 'zh', '/pages/lockming/order')
    await waitShown(page, row.locator('.lock-boost-paid', { hasText: '已付 0.00 / 1.05000000 USDT' }))
    await shot(page, 'lockming-boost-order-zh')

    // The coupon is used on that position.
    expect(await couponsOf(token, 1)).toEqual([])
    const [used] = await couponsOf(token, 2)
    expect(used).toMatchObject({ id: claimed.id, used_on: `lock_position:${position.id}` })
    expect(Number(used.covered)).toBe(1.05)
    await useLanguage(page, server, 'en', '/pages/setting/coupon?tab=used')
    const usedCard = page.locator(`.coupon-card[data-status="2"][data-coupon="${claimed.id}"]`)
    await waitShown(page, usedCard.locator('.coupon-used', { hasText: `lock-mining position #${position.id}` }))
    await waitShown(page, usedCard.locator('.coupon-used', { hasText: 'covered 1.05 USDT' }))
    await shot(page, 'coupon-boost-used-en')
    await useLanguage(page, server, 'zh', '/pages/setting/coupon?tab=used')
    await waitShown(page, usedCard.locator('.coupon-used', { hasText: `锁仓挖矿持仓 #${position.id}` }))
    await shot(page, 'coupon-boost-used-zh')
    await page.context().close()
    expect(verifyLedger(server.dataDir).code).toBe(0)
  }, 120_000)

  it('offers a boost coupon only on products in its asset and shows the boost in Chinese before confirming', async () => {
    const email = 'boost-zh@example.com'
    const token = await signUp(server, email, 'password1')
    const claimed = await api(server, '/coupon/claim', { code: 'BOOST' }, token)
    expect(claimed.type).toBe('ok')
    const all = await products()
    const usdt = all.find((p) => p.currency_name === 'USDT' && p.day === 30)!
    const btc = all.find((p) => p.currency_name === 'BTC')!
    const page = await phone(browser)
    await logIn(page, server, email, 'password1')

    // A BTC product does not offer the USDT coupon.
    const usable = page.waitForResponse((r) => r.url().includes('/api/coupon/usable'))
    await useLanguage(page, server, 'zh', `/pages/lockming/buy?id=${btc.id}`)
    await usable
    await waitShown(page, page.locator('input[name="amount"]'))
    await page.waitForLoadState('networkidle')
    expect(await page.locator('.coupon-pick').count()).toBe(0)

    await useLanguage(page, server, 'zh', `/pages/lockming/buy?id=${usdt.id}`)
    await page.locator('input[name="amount"]').fill('500')
    await waitShown(page, page.locator('.coupon-pick-row', { hasText: couponsZh.pick_label_boost }))
    await page.locator('.coupon-pick-row').click()
    await page.locator('.coupon-pick-option').first().click()
    await waitShown(page, page.locator('.stake-boost', { hasText: '30 天最多 10.00000000 USDT' }))
    await page.locator('.coupon-pick-list').waitFor({ state: 'hidden' })
    await shot(page, 'lockming-boost-form-zh')
    await page.getByRole('button', { name: zh.review }).click()
    const sheet = page.locator('.stake-sheet')
    await waitShown(page, sheet.locator('.confirm-boost-rate', { hasText: '每天 +0.1%' }))
    await waitShown(page, sheet.locator('.confirm-boost-cap', { hasText: '10.00000000 USDT' }))
    await shot(page, 'lockming-boost-zh')
    expect(await positions(token)).toEqual([])
    await page.context().close()
  }, 120_000)
})
