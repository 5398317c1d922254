import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import en from '../src/features/otc/locales/en.json'
import zh from '../src/features/otc/locales/zh.json'
import { launch, phone, shot, waitForRoute, waitShown } from './browser'
import { logIn, readyUser, storedToken, useLanguage } from './flows'
import { cardPicture } from './pictures'
import { adminApi, api, operatorToken, startServer, verifyLedger, type Server } from './server'

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

type Config = {
  currencies: { currency_id: number; currency_name: string }[]
  fiats: { code: string }[]
  rules: { deposit_currency: string; deposit: string }
}
type Order = { id: number; status: number; voucher: string; fiat_amount: string }

async function userIdOf(token: string): Promise<string> {
  const info = await api(server, '/user/info', {}, token, 'GET')
  return String((info.message as { id: number }).id)
}

async function order(id: number, token: string): Promise<Order> {
  const answer = await api(server, '/otc/order', { id: String(id) }, token, 'GET')
  expect(answer.type).toBe('ok')
  return answer.message as Order
}

async function legalBalance(token: string, currency: number): Promise<string> {
  const wallet = await api(server, '/wallet/list', {}, token, 'GET')
  const rows = (wallet.message as { legal_wallet: { balance: { currency: number; legal_balance: string }[] } })
    .legal_wallet.balance
  return rows.find((row) => row.currency === currency)?.legal_balance ?? '0'
}

describe('OTC trading in the browser', () => {
  it('buys USDT from an approved merchant’s ad, chats, marks it paid with a voucher and receives the coins once released', async () => {
    const config = (await api(server, '/otc/config', {}, undefined, 'GET')).message as Config
    const usdt = config.currencies.find((c) => c.currency_name === config.rules.deposit_currency)
    expect(usdt).toBeDefined()
    const currency = usdt!.currency_id
    const fiat = (config.fiats.find((f) => f.code === 'CNY') ?? config.fiats[0]).code

    // The merchant: funded in the legal account with the deposit and the coins to sell, applies, is approved.
    const merchant = await readyUser(server, 'otc-merchant@example.com', '13800000101')
    const merchantId = await userIdOf(merchant)
    const finance = await operatorToken(server, 'otc-finance@example.com', 'finance')
    const funded = await adminApi(
      server,
      '/ledger/adjust',
      { user_id: merchantId, currency: String(currency), account: 'legal', amount: '1500', reason: 'Test funds' },
      finance,
    )
    expect(funded.type).toBe('ok')
    expect((await api(server, '/otc/merchant_apply', { name: 'Harbour Desk' }, merchant)).type).toBe('ok')
    const applied = await api(server, '/otc/my_merchant', {}, merchant, 'GET')
    expect((applied.message as { status: number }).status).toBe(0)
    const compliance = await operatorToken(server, 'otc-compliance@example.com', 'compliance')
    const decided = await adminApi(
      server,
      '/otc/merchants/decide',
      { user_id: merchantId, approve: '1', reason: 'Documents checked' },
      compliance,
    )
    expect(decided.type).toBe('ok')
    const approved = await api(server, '/otc/my_merchant', {}, merchant, 'GET')
    expect((approved.message as { status: number }).status).toBe(1)

    // Its payee card, then a fixed-price ad selling 1000 USDT by bank transfer.
    const card = await api(
      server,
      '/user/cash_save',
      {
        real_name: 'Li Wei',
        bank_name: 'Harbour Bank',
        bank_account: '6222000011112222',
        bank_dizhi: 'Central branch',
        bank_address: 'Central branch',
      },
      merchant,
    )
    expect(card.type).toBe('ok')
    const saved = await api(
      server,
      '/otc/ad_save',
      {
        id: '0',
        side: '1',
        currency: String(currency),
        fiat,
        price_type: '0',
        price: '7.20',
        total: '1000',
        min: '100',
        max: '5000',
        methods: 'bank',
        window: '15',
        remark: 'Bank transfer from an account in your own name only',
      },
      merchant,
    )
    expect(saved.type).toBe('ok')
    const adId = Number(saved.message)

    // The buyer takes the ad on a phone.
    await readyUser(server, 'otc-buyer@example.com', '13800000102')
    const page = await phone(browser)
    await logIn(page, server, 'otc-buyer@example.com', 'password1')
    const buyer = (await storedToken(page))!
    await useLanguage(page, server, 'en', '/pages/otc/otc')
    await page.locator('.otc-currencies').getByText(usdt!.currency_name, { exact: true }).click()
    await page.locator('.otc-fiats').getByText(fiat, { exact: true }).click()
    const ad = page.locator(`.otc-ad[data-ad="${adId}"]`)
    await waitShown(page, ad)
    await ad.getByText('Harbour Desk').waitFor()
    await shot(page, 'otc-ads-en')
    await ad.locator('.otc-take').click()
    await page.locator('input[name="amount"]').fill('100')
    await page.locator('.otc-fiat-total').getByText(`720.00 ${fiat}`).waitFor()
    await shot(page, 'otc-take-en')
    await page.locator('.otc-submit').click()
    await waitForRoute(page, '/pages/otc/order')
    const orderId = Number(/[?&]id=(\d+)/.exec(page.url())?.[1])
    expect(orderId).toBeGreaterThan(0)
    await waitShown(page, page.locator('.otc-order[data-status="0"]'))
    await page.locator('.otc-payee-name').getByText('Li Wei').waitFor()
    await page.locator('.otc-countdown').waitFor()

    // A chat line, then paid with a picture of the transfer.
    await page.locator('input[name="chat_text"]').fill('Paying by bank now')
    await page.locator('.otc-chat-send').click()
    await page.locator('.otc-chat-own').getByText('Paying by bank now').waitFor()
    const uploaded = page.waitForResponse((response) => response.url().includes('/api/upload'))
    await page.locator('input[name="voucher"]').setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: cardPicture(320, 200, 60),
    })
    await uploaded
    await page.locator('.picture-picker img').waitFor()
    await expect.poll(() => page.locator('.picture-picker-busy').count()).toBe(0)
    await shot(page, 'otc-order-unpaid-en')
    await page.locator('.otc-mark-paid').click()
    await page.locator('.adm-dialog').getByText(en.paid_title).waitFor()
    await page.locator('.adm-dialog').getByRole('button', { name: en.mark_paid }).click()
    await waitShown(page, page.locator('.otc-order[data-status="1"]'), 15_000)
    await page.locator('.otc-chat-system').getByText(en.system_paid).waitFor({ timeout: 15_000 })
    const paid = await order(orderId, buyer)
    expect(paid.status).toBe(1)
    expect(paid.voucher).toMatch(/^\/upload\//)
    expect(paid.fiat_amount).toBe('720.00')
    await shot(page, 'otc-order-paid-en')

    // The merchant releases; the buyer's page follows on its own.
    expect((await api(server, '/otc/order_release', { id: String(orderId) }, merchant)).type).toBe('ok')
    await waitShown(page, page.locator('.otc-order[data-status="3"]'), 15_000)
    await page.locator('.otc-order').getByText(en.status_3).waitFor()
    await shot(page, 'otc-order-completed-en')
    expect(Number(await legalBalance(buyer, currency))).toBe(100)

    await useLanguage(page, server, 'zh', `/pages/otc/order?id=${orderId}`)
    await page.locator('.otc-order').getByText(zh.status_3).waitFor()
    await page.locator('.otc-chat-own').getByText('Paying by bank now').waitFor()
    await shot(page, 'otc-order-completed-zh')
    await useLanguage(page, server, 'zh', '/pages/otc/orders')
    await page.locator(`.otc-order-row[data-order="${orderId}"]`).getByText(zh.status_3).waitFor()
    await shot(page, 'otc-orders-zh')
    expect(verifyLedger(server.dataDir).code).toBe(0)
  })
})
