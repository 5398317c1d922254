import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import totpZh from '../src/features/auth/totp/locales/zh.json'
import zh from '../src/locales/zh/translation.json'
import { launch, phone, shot, waitForRoute, waitShown } from './browser'
import { storedToken, waitForCode } from './flows'
import { adminApi, api, base32, currentStep, operatorToken, startServer, totpAt, type Server } from './server'

let server: Server
let browser: Browser

beforeAll(async () => {
  // No price feed: nothing here needs prices, and the withdrawal is valued at the reference ones.
  server = await startServer(['--demo'], undefined, { MERCATO__MARKET__FEED: 'none' })
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** What the server says, in Chinese, of a wrong or used authenticator code. */
function serverText(key: string): string {
  const toml = readFileSync(new URL('../../crates/server/locales/zh.toml', import.meta.url), 'utf8')
  const found = new RegExp(`^${key} = "(.*)"$`, 'm').exec(toml)
  if (!found) throw new Error(`no ${key} in the server's zh locale`)
  return found[1]
}

/**
 * The user's authenticator app: a code of a step the server accepts (one early or late) and has not seen yet,
 * waiting for the next half minute when those are used up, as a person would.
 */
function authenticator(key: Buffer) {
  let last = 0
  return {
    async next(): Promise<string> {
      for (;;) {
        const now = currentStep()
        const step = Math.max(now - 1, last + 1)
        if (step <= now + 1) {
          last = step
          return totpAt(key, step)
        }
        await new Promise((done) => setTimeout(done, 1_000))
      }
    },
    /** Six digits of no step the server would accept now. */
    wrong(): string {
      const now = currentStep()
      const accepted = [now - 1, now, now + 1].map((step) => totpAt(key, step))
      for (let step = now + 100; ; step += 1) {
        const code = totpAt(key, step)
        if (!accepted.includes(code)) return code
      }
    },
  }
}

/** Signs a new account up on the register screen with an e-mailed code; answers its token. */
async function signUpInBrowser(page: Page, email: string, password: string): Promise<string> {
  await page.goto(`${server.base}/h5/#/pages/common/register`)
  await page.locator('input[autocomplete="email"]').fill(email)
  await page.getByRole('button', { name: zh.auth.get_code }).click()
  await page.locator('input[autocomplete="one-time-code"]').fill(await waitForCode(server, email))
  await page.locator('input[autocomplete="new-password"]').nth(0).fill(password)
  await page.locator('input[autocomplete="new-password"]').nth(1).fill(password)
  await page.locator('button.submit').click()
  await waitForRoute(page, '/pages/index/index')
  const token = await storedToken(page)
  expect(token).toMatch(/^[0-9a-f]{64}$/)
  return token!
}

/** What a withdrawal asks first: a bound mobile, identity level 1 approved and the pay password 246810. */
async function readyToWithdraw(token: string, email: string, mobile: string): Promise<void> {
  await api(server, '/sms_send', { area_code: '86', mobile }, token)
  const code = await waitForCode(server, `+86${mobile}`)
  expect((await api(server, '/safe/mobile', { mobile, code }, token)).type).toBe('ok')
  const identity = { real_type: '1', id_type: '2', name: 'Demo User', card_id: 'E7654322' }
  expect((await api(server, '/user/real', identity, token)).type).toBe('ok')
  const compliance = await operatorToken(server, 'kyc-totp@example.com', 'compliance')
  const queue = await adminApi(server, '/identity/reviews', {}, compliance, 'GET')
  const review = (queue.message as { list: { id: number; account: string }[] }).list.find((r) => r.account === email)
  expect((await adminApi(server, '/identity/approve', { id: String(review!.id) }, compliance)).type).toBe('ok')
  await api(server, '/sms_mail', { scene: 'pay_password' }, token)
  const pin = { pay_password: '246810', re_pay_password: '246810', code: await waitForCode(server, email) }
  expect((await api(server, '/safe/pay_password', pin, token)).type).toBe('ok')
}

describe('the user second factor in the browser', () => {
  it('is turned on with a code from the key the screen shows, then asked for at sign-in and on a withdrawal', async () => {
    const email = 'totp-user@example.com'
    const password = 'totp-pass-1'
    const page = await phone(browser)
    const token = await signUpInBrowser(page, email, password)
    await readyToWithdraw(token, email, '13800138071')

    // Setting it up: the key as text, a code from it, then the ten recovery codes shown this once.
    await page.goto(`${server.base}/h5/#/pages/setting/totp`)
    await waitShown(page, page.getByText(totpZh.intro))
    await shot(page, 'totp-off-zh')
    await page.getByRole('button', { name: totpZh.enable }).click()
    const secret = page.locator('.totp-fact', { hasText: totpZh.secret_label }).locator('dd')
    await waitShown(page, secret)
    const text = ((await secret.textContent()) ?? '').trim()
    expect(text).toMatch(/^[A-Z2-7]{16,}=*$/)
    await expect
      .poll(() => page.locator('.totp-fact a').getAttribute('href'))
      .toMatch(new RegExp(`^otpauth://totp/.*secret=${text.replace(/=+$/, '')}`))
    await shot(page, 'totp-setup-zh')
    const app = authenticator(base32(text))
    await page.locator('input[autocomplete="one-time-code"]').fill(await app.next())
    await page.getByRole('button', { name: totpZh.confirm_enable }).click()
    const codes = page.locator('.totp-codes li')
    await waitShown(page, codes.first())
    expect(await codes.allTextContents()).toHaveLength(10)
    for (const code of await codes.allTextContents()) expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/)
    await page.getByText(totpZh.recovery_warning).waitFor()
    await shot(page, 'totp-recovery-codes-zh')
    const status = await api(server, '/user/totp/status', {}, token, 'GET')
    expect(status.message).toMatchObject({ enabled: 1, recovery_codes_left: 10 })
    await page.getByRole('button', { name: totpZh.done }).click()
    await waitForRoute(page, '/pages/setting/security')

    // Signing out, then in with the password: no session yet, the app asks for the code.
    await page.goto(`${server.base}/h5/#/pages/setting/setting`)
    await page.getByRole('button', { name: zh.common.logout }).click()
    await page.locator('.adm-dialog').getByText(zh.common.logout, { exact: true }).click()
    await waitForRoute(page, '/pages/common/login')
    expect(await storedToken(page)).toBeNull()
    await page.locator('input[autocomplete="username"]').fill(email)
    await page.locator('input[autocomplete="current-password"]').fill(password)
    await page.locator('button.submit').click()
    await waitShown(page, page.getByText(totpZh.login_subtitle))
    await page.getByText(totpZh.title, { exact: true }).waitFor()
    expect(await storedToken(page)).toBeNull()
    await shot(page, 'totp-login-step-zh')

    // A wrong code is refused in the user's language and leaves them at the step with the field cleared.
    const field = page.locator('input[autocomplete="one-time-code"]')
    await field.fill(app.wrong())
    await page.getByRole('button', { name: totpZh.verify }).click()
    await waitShown(page, page.getByText(serverText('totp_invalid')))
    await shot(page, 'totp-login-wrong-zh')
    await expect.poll(() => field.inputValue()).toBe('')
    expect(await storedToken(page)).toBeNull()
    await waitForRoute(page, '/pages/common/login')

    // The right code completes the sign-in.
    await field.fill(await app.next())
    await page.getByRole('button', { name: totpZh.verify }).click()
    await waitForRoute(page, '/pages/index/index')
    await expect.poll(() => storedToken(page)).toMatch(/^[0-9a-f]{64}$/)
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })

    // A withdrawal asks for a code beside the pay password, and goes through with a fresh one.
    await page.goto(`${server.base}/h5/#/pages/fund/withdraw?currency=3`)
    await page.locator('input[name="address"]').fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
    await page.locator('input[name="amount"]').fill('500')
    await page.getByText('501.00000000').waitFor()
    await page.getByRole('button', { name: zh.fund.withdraw_submit }).first().click()
    const popup = page.locator('.pin-popup')
    const code = popup.locator('input[name="totp_code"]')
    await waitShown(page, code)
    expect(await code.getAttribute('aria-label')).toBe(totpZh.code)
    await popup.locator('input[name="pay_password"]').fill('246810')
    const confirm = popup.getByRole('button', { name: zh.fund.confirm_withdraw })
    expect(await confirm.isDisabled()).toBe(true)
    await code.fill(await app.next())
    await shot(page, 'totp-withdraw-zh')
    await confirm.click()
    await waitForRoute(page, '/pages/fund/receive_withdraw_record')
    const finance = await operatorToken(server, 'finance-totp@example.com', 'finance')
    const queue = (await adminApi(server, '/withdrawals', {}, finance, 'GET')).message as { amount: string }[]
    expect(queue).toHaveLength(1)
    await page.context().close()
  })
})
