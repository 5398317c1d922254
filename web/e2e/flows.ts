import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { waitForRoute, waitShown } from './browser'
import { adminApi, api, codeFor, OPERATOR_PASSWORD, operatorCode, operatorToken, signUp, type Server } from './server'

/** Waits until a code for `to` reaches the outbox (delivery runs after the answer). */
export async function waitForCode(server: Server, to: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    try {
      return codeFor(server, to)
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  throw new Error(`no code reached the outbox for ${to}`)
}

export async function logIn(page: Page, server: Server, account: string, password: string): Promise<void> {
  await page.goto(`${server.base}/h5/#/pages/common/login`)
  await page.locator('input[autocomplete="username"]').fill(account)
  await page.locator('input[autocomplete="current-password"]').fill(password)
  await page.locator('button.submit').click()
  await waitForRoute(page, '/pages/index/index')
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('mercato.token')
    return raw === null ? null : (JSON.parse(raw) as string)
  })
}

/** Sets the app language the way the language picker stores it, then opens `route` in it. */
export async function useLanguage(page: Page, server: Server, lang: string, route: string): Promise<void> {
  // The language is stored by the app's origin: a page still blank opens the app first.
  if (!page.url().startsWith(server.base)) await page.goto(`${server.base}/h5/`)
  await page.evaluate((l) => localStorage.setItem('mercato.lang', JSON.stringify(l)), lang)
  // A fresh document at the route: a hash change in the running app could race with its own start-up navigation.
  await page.goto('about:blank')
  await page.goto(`${server.base}/h5/#${route}`)
  await waitForRoute(page, route.split('?')[0])
}

/** A demo user with both contacts bound, identity level 1 approved and pay password 246810; answers its token. */
export async function readyUser(server: Server, email: string, mobile: string): Promise<string> {
  const token = await signUp(server, email, 'password1')
  await api(server, '/sms_send', { area_code: '86', mobile }, token)
  const code = await waitForCode(server, `+86${mobile}`)
  expect((await api(server, '/safe/mobile', { mobile, code }, token)).type).toBe('ok')
  expect(
    (await api(server, '/user/real', { real_type: '1', id_type: '2', name: 'Demo User', card_id: 'E7654321' }, token))
      .type,
  ).toBe('ok')
  const compliance = await operatorToken(server, `kyc-${mobile}@example.com`, 'compliance')
  const queue = await adminApi(server, '/identity/reviews', {}, compliance, 'GET')
  const review = (queue.message as { list: { id: number; account: string }[] }).list.find((r) => r.account === email)
  expect(review).toBeDefined()
  expect((await adminApi(server, '/identity/approve', { id: String(review!.id) }, compliance)).type).toBe('ok')
  await api(server, '/sms_mail', { scene: 'pay_password' }, token)
  const pinCode = await waitForCode(server, email)
  expect(
    (
      await api(
        server,
        '/safe/pay_password',
        { pay_password: '246810', re_pay_password: '246810', code: pinCode },
        token,
      )
    ).type,
  ).toBe('ok')
  return token
}

/** Opens the operators' console in English and signs in with the operator's e-mail, password and code if it has one. */
export async function consoleSignIn(page: Page, server: Server, email: string): Promise<void> {
  await page.goto(`${server.base}/admin/`)
  await page.evaluate(() => localStorage.setItem('mercato.console.lang', 'en'))
  await page.reload()
  await page.locator('input[autocomplete="username"]').fill(email)
  await page.locator('input[autocomplete="current-password"]').fill(OPERATOR_PASSWORD)
  const totp = await operatorCode(server, email)
  if (totp) await page.locator('input[autocomplete="one-time-code"]').fill(totp)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await waitShown(page, page.locator('.shell-operator', { hasText: email }))
}
