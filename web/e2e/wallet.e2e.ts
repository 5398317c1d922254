import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import en from '../src/locales/en/translation.json'
import zh from '../src/locales/zh/translation.json'
import { launch, phone, shot, waitForRoute } from './browser'
import { logIn, readyUser } from './flows'
import { adminApi, api, operatorToken, signUp, startServer, verifyLedger, type Server } from './server'

let server: Server
let browser: Browser

beforeAll(async () => {
  // No price feed: balances are valued at the reference prices, so the total is known in advance.
  server = await startServer(['--demo'], undefined, { MERCATO__MARKET__FEED: 'none' })
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('the wallet in the browser', () => {
  it('shows the faucet balance, moves funds, withdraws with an operator approval, and lists it all in the bill', async () => {
    await readyUser(server, 'wallet@example.com', '13700137001')
    const page = await phone(browser)
    await logIn(page, server, 'wallet@example.com', 'password1')
    await page.evaluate(() => localStorage.setItem('mercato.lang', JSON.stringify('en')))
    await page.goto(`${server.base}/h5/#/pages/fund/assets`)
    await page.reload()
    await page.getByText('140,000.00', { exact: true }).waitFor()
    await page.getByText('≈ $140,000.00', { exact: true }).waitFor()
    await shot(page, 'assets-en')

    await page.goto(`${server.base}/h5/#/pages/fund/fundTransfer`)
    await page.getByPlaceholder(/Available/).fill('100')
    await page.getByRole('button', { name: en.fund.transfer_submit, exact: true }).click()
    await page.getByText('Transfer completed').waitFor()
    await shot(page, 'transfer-en')
    await page.getByRole('button', { name: en.fund.transfer_history }).click()
    await page.getByText('+100.00000000 USDT').waitFor()
    await page.getByText('-100.00000000 USDT').waitFor()

    await page.goto(`${server.base}/h5/#/pages/fund/withdraw?currency=3`)
    await page.locator('input[name="address"]').fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
    await page.locator('input[name="amount"]').fill('500')
    await page.getByText('501.00000000').waitFor()
    // 0.1 % of 500 is 0.5, below the published minimum of 1 USDT, which the label states beside the rate.
    await page.getByText('Fee (0.1 %, at least 1 USDT)', { exact: true }).waitFor()
    await shot(page, 'withdraw-en')
    await page.getByRole('button', { name: en.fund.withdraw_submit }).click()
    await page.locator('input[name="pay_password"]').fill('246810')
    await shot(page, 'withdraw-pin-en')
    await page.getByRole('button', { name: en.fund.confirm_withdraw }).click()
    await waitForRoute(page, '/pages/fund/receive_withdraw_record')
    await page.getByText('Under review').waitFor()

    const finance = await operatorToken(server, 'finance@example.com', 'finance')
    const queue = await adminApi(server, '/withdrawals', {}, finance, 'GET')
    const id = (queue.message as { id: number }[])[0].id
    expect(
      (await adminApi(server, '/withdrawals/approve', { id: String(id), tx_hash: '0xfeedbeef' }, finance)).type,
    ).toBe('ok')
    await page.reload()
    await page.getByText('Completed').waitFor()
    await shot(page, 'withdraw-records-en')

    await page.goto(`${server.base}/h5/#/pages/fund/assets_all_record`)
    await page.getByText('Withdrawal completed').waitFor()
    // The payout only left the frozen funds the request had set aside: a neutral status, not a second debit.
    const paid = page.locator('.bill-row').filter({ hasText: 'Withdrawal completed' })
    await paid.locator('.bill-status', { hasText: /^[\d.]+ USDT paid out from frozen$/ }).waitFor()
    expect(await paid.locator('.value-down, .value-up').count()).toBe(0)
    const requested = page.locator('.bill-row').filter({ hasText: 'Withdrawal requested' })
    expect(await requested.locator('.value-down').textContent()).toMatch(/^-[\d.]+ USDT$/)
    await page.getByText('Transfer between accounts').first().waitFor()
    await page.getByText('Demo funds').first().waitFor()
    await shot(page, 'bill-en')
    await page.context().close()
    expect(verifyLedger(server.dataDir).code).toBe(0)
  })

  it('shows the deposit address with its QR code once the operator has set one', async () => {
    const token = await signUp(server, 'depositor@example.com', 'password1')
    // Demo mode opens deposits on unspendable addresses until the operator sets real ones.
    const demo = await api(server, '/wallet/get_in_address', { currency: '3' }, token)
    expect(demo.type).toBe('ok')
    expect(JSON.stringify(demo.message)).not.toContain('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')
    const admin = await operatorToken(server, 'root@example.com', 'admin')
    const set = await adminApi(
      server,
      '/parameters',
      { product: 'site', key: 'deposit_address_USDT_TRC20', value: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      admin,
    )
    expect(set.type).toBe('ok')
    const page = await phone(browser)
    await logIn(page, server, 'depositor@example.com', 'password1')
    await page.goto(`${server.base}/h5/#/pages/fund/receive?currency=3`)
    await page.getByText('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t').waitFor()
    await page.locator('img.qr-code').first().waitFor()
    await shot(page, 'receive-zh')
    await page.context().close()
  })

  it('tells an unverified user to verify their identity before showing any withdrawal form', async () => {
    await signUp(server, 'unverified@example.com', 'password1')
    const page = await phone(browser)
    await logIn(page, server, 'unverified@example.com', 'password1')
    await page.goto(`${server.base}/h5/#/pages/fund/withdraw?currency=3`)
    await page.getByText(zh.fund.identity_title).waitFor()
    await page.getByText(zh.fund.identity_text).waitFor()
    expect(await page.locator('input[name="address"]').count()).toBe(0)
    expect(await page.locator('input[name="amount"]').count()).toBe(0)
    await shot(page, 'withdraw-unverified-zh')
    await page.getByRole('button', { name: zh.fund.identity_action }).click()
    await waitForRoute(page, '/pages/setting/real_mark')
    await page.context().close()
  })

  it('saves a domestic bank card and refuses it without the required fields', async () => {
    await signUp(server, 'card@example.com', 'password1')
    const page = await phone(browser)
    await logIn(page, server, 'card@example.com', 'password1')
    await page.goto(`${server.base}/h5/#/pages/setting/bank`)
    const field = (label: string) => page.locator('.adm-form-item').filter({ hasText: label }).locator('input')
    await field(zh.payee.real_name).fill('李雷')
    await field(zh.payee.bank_name).fill('示例银行')
    await page.getByRole('button', { name: zh.profile.save }).click()
    await page.getByText(zh.payee.required).first().waitFor()
    await field(zh.payee.bank_account).fill('6222020000000000')
    await field(zh.payee.bank_dizhi).fill('示例支行')
    await page.getByRole('button', { name: zh.profile.save }).click()
    await page.getByText('保存成功').waitFor()
    await page.reload()
    await expect.poll(() => field(zh.payee.bank_account).inputValue()).toBe('6222020000000000')
    await shot(page, 'bank-zh')
    await page.context().close()
  })
})
