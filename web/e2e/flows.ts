import type { Page } from 'playwright-core'
import { waitForRoute } from './browser'
import { codeFor, type Server } from './server'

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
  await page.evaluate((l) => localStorage.setItem('mercato.lang', JSON.stringify(l)), lang)
  // A fresh document at the route: a hash change in the running app could race with its own start-up navigation.
  await page.goto('about:blank')
  await page.goto(`${server.base}/h5/#${route}`)
  await waitForRoute(page, route.split('?')[0])
}
