import { mkdirSync } from 'node:fs'
import { chromium, type Browser, type Page } from 'playwright-core'

export const SCREENSHOTS = 'test-results/screenshots'

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** A fresh phone-sized page (390×844) with its own storage. */
export async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })
  return context.newPage()
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  // Page transitions are CSS animations; capture the screen once they have settled.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))))
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` })
}

/** Waits until the app's hash route is `route` (e.g. `/pages/common/login`). */
export async function waitForRoute(page: Page, route: string): Promise<void> {
  await page.waitForFunction((r) => window.location.hash.split('?')[0] === `#${r}`, route, { timeout: 15_000 })
}
