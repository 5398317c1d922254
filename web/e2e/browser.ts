import { mkdirSync } from 'node:fs'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'

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

/** What went wrong inside each page: uncaught errors, console errors and failed or refused requests. */
const problems = new WeakMap<Page, string[]>()

/** A fresh phone-sized page (390×844) with its own storage. */
export function phone(browser: Browser): Promise<Page> {
  return watchedPage(browser, { width: 390, height: 844 }, 2)
}

/** A fresh desktop page (1280×800) with its own storage, as the operators' console is used. */
export function desktop(browser: Browser): Promise<Page> {
  return watchedPage(browser, { width: 1280, height: 800 }, 1)
}

async function watchedPage(
  browser: Browser,
  viewport: { width: number; height: number },
  deviceScaleFactor: number,
): Promise<Page> {
  const context = await browser.newContext({ viewport, deviceScaleFactor })
  const page = await context.newPage()
  const seen: string[] = []
  problems.set(page, seen)
  page.on('pageerror', (error) => seen.push(`error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`)
  })
  page.on('requestfailed', (request) => seen.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`))
  page.on('response', (response) => {
    if (response.status() >= 400) seen.push(`${response.status()}: ${response.url()}`)
  })
  return page
}

/**
 * Waits until `locator` is shown; when it is not, the failure says what the screen showed instead and what went
 * wrong in the page, so that a run elsewhere explains itself.
 */
export async function waitShown(page: Page, locator: Locator, timeout = 30_000): Promise<void> {
  try {
    await locator.waitFor({ timeout })
  } catch (error) {
    const screen = await page
      .locator('body')
      .innerText({ timeout: 1_000 })
      .catch(() => '(unreadable)')
    const seen = (problems.get(page) ?? []).slice(-20).join('\n  ')
    const what = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw new Error(`${what}\nat ${page.url()}\nthe screen showed:\n${screen.slice(0, 800)}\nproblems:\n  ${seen}`)
  }
}

/** Waits until the page's finite CSS animations (page transitions, a dialog zooming in) have finished. */
async function settled(page: Page): Promise<void> {
  // Endless animations (a spinner while a list refreshes) never finish, so they are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await settled(page)
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` })
}

/**
 * Presses `label` in the open confirmation dialog of the console once it has finished opening (a press while it
 * zooms in can miss), then waits until it has closed; when it stays open, the failure says what the page saw.
 */
export async function confirmWith(page: Page, label: string): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm')
  await dialog.waitFor()
  await settled(page)
  await dialog.getByRole('button', { name: label }).click()
  try {
    await dialog.waitFor({ state: 'detached' })
  } catch (error) {
    const seen = (problems.get(page) ?? []).slice(-20).join('\n  ')
    const what = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw new Error(
      `${what}\nthe dialog still showed:\n${await dialog.innerText().catch(() => '')}\nproblems:\n  ${seen}`,
    )
  }
}

/** Waits until the app's hash route is `route` (e.g. `/pages/common/login`). */
export async function waitForRoute(page: Page, route: string): Promise<void> {
  await page.waitForFunction((r) => window.location.hash.split('?')[0] === `#${r}`, route, { timeout: 15_000 })
}
