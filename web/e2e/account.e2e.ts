import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import en from '../src/locales/en/translation.json'
import zh from '../src/locales/zh/translation.json'
import { launch, phone, shot, waitForRoute } from './browser'
import { logIn as logInAs, storedToken, waitForCode as codeArrives } from './flows'
import { api, codeFor, startServer, type Server } from './server'

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

const waitForCode = (to: string) => codeArrives(server, to)
const logIn = (page: Page, email: string, password: string) => logInAs(page, server, email, password)

async function chooseLanguage(page: Page, current: typeof zh, name: string): Promise<void> {
  await page.locator('.settings-list').getByText(current.setting.language, { exact: true }).click()
  await page.locator('.language-list').getByText(name, { exact: true }).click()
}

describe('accounts in the browser', () => {
  it('registers with the e-mailed code, logs in, sees home, switches to English and back, and logs out', async () => {
    const page = await phone(browser)
    const email = 'e2e-user@example.com'
    const password = 'e2e-pass-1'

    await page.goto(`${server.base}/h5/#/pages/common/register`)
    await page.locator('input[autocomplete="email"]').fill(email)
    await page.getByRole('button', { name: zh.auth.get_code }).click()
    const code = await waitForCode(email)
    await page.locator('input[autocomplete="one-time-code"]').fill(code)
    await page.locator('input[autocomplete="new-password"]').nth(0).fill(password)
    await page.locator('input[autocomplete="new-password"]').nth(1).fill(password)
    await shot(page, 'register-zh')
    await page.locator('button.submit').click()
    // The new account is signed in at once and lands on home, not on an empty login form.
    await waitForRoute(page, '/pages/index/index')
    await expect.poll(() => page.getByText('DEMO').first().isVisible()).toBe(true)
    await shot(page, 'home-zh')
    const token = await storedToken(page)
    expect(token).toMatch(/^[0-9a-f]{64}$/)

    await page.goto(`${server.base}/h5/#/pages/setting/setting`)
    await page
      .getByText(/UID \d+/)
      .first()
      .waitFor()
    await chooseLanguage(page, zh, 'English')
    await page.locator('.settings-list').getByText(en.setting.language, { exact: true }).waitFor()
    await shot(page, 'setting-en')
    await page.goto(`${server.base}/h5/#/pages/index/index`)
    await page.getByText(en.tab.markets, { exact: true }).first().waitFor()
    await shot(page, 'home-en')
    await page.goto(`${server.base}/h5/#/pages/setting/setting`)
    await chooseLanguage(page, en as unknown as typeof zh, '简体中文')
    await page.locator('.settings-list').getByText(zh.setting.language, { exact: true }).waitFor()

    await page.getByRole('button', { name: zh.common.logout }).click()
    await page.locator('.adm-dialog').getByText(zh.common.logout, { exact: true }).click()
    await waitForRoute(page, '/pages/common/login')
    await page.locator('input[autocomplete="username"]').waitFor()
    await shot(page, 'login-zh')
    expect(await storedToken(page)).toBeNull()
    const after = await api(server, '/user/info', {}, token ?? '')
    expect(after.type).toBe('999')
    await page.context().close()
  })

  it('sends the next action to login when the token was revoked on the server', async () => {
    const page = await phone(browser)
    const email = 'revoked@example.com'
    await api(server, '/sms_mail', { user_string: email, scene: 'register' })
    const code = codeFor(server, email)
    await api(server, '/user/register', { user_string: email, code, password: 'password1', re_password: 'password1' })
    await logIn(page, email, 'password1')
    const token = await storedToken(page)
    expect((await api(server, '/user/logout', {}, token ?? '', 'GET')).type).toBe('ok')

    // The app learns of the revocation from its next call with the token: the one the reload makes, or one the home
    // page still had in flight when the logout committed. That one clears the token at once and would go to login
    // a moment later, but the reload cancels the move, so the next page that needs the account is what must go there.
    await page.reload()
    await page.goto(`${server.base}/h5/#/pages/fund/assets`)
    await waitForRoute(page, '/pages/common/login')
    expect(await storedToken(page)).toBeNull()
    await shot(page, 'revoked-to-login')
    await page.context().close()
  })
})
