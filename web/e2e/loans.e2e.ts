import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import en from '../src/features/loans/locales/en.json'
import zh from '../src/features/loans/locales/zh.json'
import { launch, phone, shot, waitForRoute } from './browser'
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

type Loan = { id: number; status: number; debt: string }

async function userIdOf(token: string): Promise<string> {
  const info = await api(server, '/user/info', {}, token, 'GET')
  return String((info.message as { id: number }).id)
}

async function loans(token: string): Promise<Loan[]> {
  const answer = await api(server, '/loan/list', { page: '1', limit: '10' }, token, 'GET')
  return (answer.message as { data: Loan[] }).data
}

describe('loans in the browser', () => {
  it('applies for a loan against bitcoin, is approved by finance, and repays it early with the collateral back', async () => {
    const userId = await userIdOf(await signUp(server, 'borrower@example.com', 'password1'))
    const finance = await operatorToken(server, 'loans-finance@example.com', 'finance')
    for (const [currency, amount] of [
      ['1', '1'],
      ['3', '20'],
    ]) {
      const funded = await adminApi(
        server,
        '/ledger/adjust',
        { user_id: userId, currency, account: 'change', amount, reason: 'Test funds' },
        finance,
      )
      expect(funded.type).toBe('ok')
    }
    const page = await phone(browser)
    await logIn(page, server, 'borrower@example.com', 'password1')
    const token = (await storedToken(page))!

    await useLanguage(page, server, 'en', '/pages/common/borrowing')
    await page.getByText(en.not_eligible_title).waitFor()
    expect(await page.locator('.loan-submit').isDisabled()).toBe(true)
    await shot(page, 'borrowing-not-granted-en')
    const granted = await adminApi(
      server,
      '/loans/eligibility',
      { user_id: userId, eligible: '1', reason: 'Known client' },
      finance,
    )
    expect(granted.type).toBe('ok')
    await page.reload()
    await page.locator('.loan-offers').getByText('USDT').first().waitFor()
    await page.locator('input[name="amount"]').fill('1000')
    await page.locator('input[name="days"]').fill('30')
    await page.locator('.loan-collaterals').getByText('BTC', { exact: true }).click()
    await page.locator('input[name="collateral_amount"]').fill('0.1')
    await page.locator('.loan-risk').first().waitFor()
    await shot(page, 'borrowing-form-en')
    await page.locator('.loan-submit').click()
    await page.locator('.adm-dialog').getByText(en.confirm_title).waitFor()
    await page.locator('.adm-dialog').getByRole('button', { name: en.submit }).click()
    await page.getByText(en.applied).waitFor()

    const [pending] = await loans(token)
    expect(pending.status).toBe(0)
    await page.getByRole('tab', { name: en.tab_mine }).click()
    await waitForRoute(page, '/pages/common/borrowing')
    const card = page.locator(`[data-loan="${pending.id}"]`)
    await card.getByText(en.status_0).waitFor()

    const approved = await adminApi(server, '/loans/approve', { id: String(pending.id) }, finance)
    expect(approved.type).toBe('ok')
    await card.getByText(en.status_1).waitFor({ timeout: 15_000 })
    await card.locator('.loan-risk').waitFor()
    await shot(page, 'borrowing-active-en')
    await card.getByRole('button', { name: en.repay }).click()
    await page.locator('.adm-dialog').getByText(en.repay_title).waitFor()
    await page.locator('.adm-dialog').getByRole('button', { name: en.repay }).click()
    await card.getByText(en.status_2).waitFor({ timeout: 15_000 })
    const [repaid] = await loans(token)
    expect(repaid.status).toBe(2)

    await useLanguage(page, server, 'zh', '/pages/common/borrowing?tab=mine')
    await page.locator(`[data-loan="${pending.id}"]`).getByText(zh.status_2).waitFor()
    await shot(page, 'borrowing-repaid-zh')
    await useLanguage(page, server, 'zh', '/pages/mailMessage/mailMessageList')
    await page.getByText('您的借款已批准').first().waitFor()
    await shot(page, 'borrowing-approved-message-zh')
    expect(verifyLedger(server.dataDir).code).toBe(0)
  })
})
