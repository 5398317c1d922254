/**
 * Screenshots of the app's main screens in Chinese, English and Japanese on a phone (390×844), and of the operators'
 * console in Chinese and English on a desktop (1440×900), taken against a demo server once its prices are live.
 *
 *   npm run shots -- <outdir>
 *
 * writes `<outdir>/<lang>-<screen>.png` (the console's as `<lang>-console-<screen>.png`). Not part of `npm run e2e`:
 * it asserts nothing about the screens, it only waits for each one's data before taking it, and names at the end the
 * screens whose data never came (their picture is taken anyway, showing what was there).
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, phone } from './browser'
import { consoleSignIn, logIn, readyUser, useLanguage as openInLanguage } from './flows'
import { consoleEnv, createOperator, startServer, type Server } from './server'

const OUT = process.env.OUT ? resolve(process.env.OUT) : ''

/** The demo user the app's screens are taken as. */
const USER = { email: 'shots@example.com', mobile: '13900139001', password: 'password1' }
const OPERATOR = 'shots-admin@example.com'

interface Screen {
  name: string
  route: string
  /** What shows once the screen's live data is in: a price where the screen has one. */
  ready: (page: Page) => Locator
}

/** A price-like text (a digit other than zero) in the first element `selector` finds. */
const priced = (selector: string) => (page: Page) => page.locator(selector).filter({ hasText: /[1-9]/ }).first()

const APP_SCREENS: Screen[] = [
  { name: 'home', route: '/pages/index/index', ready: priced('.quote-card-price') },
  { name: 'quotes', route: '/pages/market/market', ready: priced('.quote-row .quote-price') },
  { name: 'spot', route: '/pages/transaction/currency?currency_id=1&legal_id=3', ready: priced('.pair-price') },
  { name: 'contracts', route: '/pages/transaction/contract?currency_id=1&legal_id=3', ready: priced('.pair-price') },
  { name: 'options', route: '/pages/transaction/index2?currency_id=1&legal_id=3', ready: priced('.pair-price') },
  { name: 'stocks', route: '/pages/market/market?tab=stock', ready: priced('.quote-row .quote-price') },
  {
    name: 'deposit-coins',
    route: '/pages/fund/select?action=receive',
    ready: (page) => page.locator('.adm-list-item').first(),
  },
  {
    name: 'withdraw-coins',
    route: '/pages/fund/select?action=withdraw',
    ready: (page) => page.locator('.adm-list-item').first(),
  },
  { name: 'quickbuy', route: '/pages/quickbuy/quickbuy', ready: priced('.qb-limits') },
  { name: 'p2p', route: '/pages/otc/otc', ready: priced('.otc-ad .otc-price-value') },
  { name: 'quiz', route: '/pages/game/game', ready: (page) => page.locator('.quiz-round, .state').first() },
]

/** The console's screens by their hash route; each waits for its table or its figures. */
const CONSOLE_SCREENS: Screen[] = [
  { name: 'dashboard', route: '/', ready: (page) => page.locator('.ant-card').filter({ hasText: /\d/ }).first() },
  { name: 'deposits', route: '/deposits', ready: tableOrEmpty },
  { name: 'withdrawals', route: '/withdrawals', ready: tableOrEmpty },
  { name: 'ledger', route: '/ledger', ready: tableOrEmpty },
  { name: 'earn', route: '/earn', ready: tableOrEmpty },
  { name: 'quickbuy', route: '/quickbuy', ready: tableOrEmpty },
]

function tableOrEmpty(page: Page): Locator {
  return page.locator('.ant-table-row, .ant-empty').first()
}

/** Screens whose data did not show in time, with what they showed. */
const late: string[] = []

let server: Server
let browser: Browser

beforeAll(async () => {
  expect(OUT, 'usage: npm run shots -- <outdir>').not.toBe('')
  mkdirSync(OUT, { recursive: true })
  // The demo's simulated prices, so that every screen has live data to wait for.
  server = await startServer(['--demo'], undefined, consoleEnv())
  browser = await launch()
  await readyUser(server, USER.email, USER.mobile)
  createOperator(server, OPERATOR, 'admin')
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  if (late.length > 0) console.warn(`shown without their data:\n  ${late.join('\n  ')}`)
})

/** Waits until the page's finite animations (a page sliding in, a price flashing) have finished. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

/** Waits for the screen's data (noting it when it never comes), then saves the picture as `<file>.png`. */
async function take(page: Page, screen: Screen, file: string): Promise<void> {
  try {
    await screen.ready(page).waitFor({ timeout: 20_000 })
  } catch {
    const shown = await page
      .locator('body')
      .innerText()
      .catch(() => '')
    late.push(`${file}: ${shown.slice(0, 200).replace(/\s+/g, ' ')}`)
  }
  await settled(page)
  // Images (coin icons, banners) that were still on their way.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
  await settled(page)
  await page.screenshot({ path: `${OUT}/${file}.png` })
}

describe('screenshots', () => {
  it.each(['zh', 'en', 'ja'])(
    'of the app in %s',
    async (lang) => {
      const page = await phone(browser)
      await logIn(page, server, USER.email, USER.password)
      // The home page's welcome notice, once closed, stays closed: the screens show as a returning user sees them.
      const notice = page.locator('.popup-notice-close')
      await notice.waitFor({ timeout: 5_000 }).then(
        () => notice.click(),
        () => undefined,
      )
      for (const screen of APP_SCREENS) {
        await openInLanguage(page, server, lang, screen.route)
        await take(page, screen, `${lang}-${screen.name}`)
      }
      await page.context().close()
    },
    600_000,
  )

  it.each(['zh', 'en'])(
    'of the console in %s',
    async (lang) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
      const page = await context.newPage()
      await consoleSignIn(page, server, OPERATOR)
      await page.evaluate((l) => localStorage.setItem('mercato.console.lang', l), lang)
      for (const screen of CONSOLE_SCREENS) {
        await page.goto('about:blank')
        await page.goto(`${server.base}/admin/#${screen.route}`)
        await page.locator('.shell-operator').waitFor()
        await take(page, screen, `${lang}-console-${screen.name}`)
      }
      await context.close()
    },
    600_000,
  )
})
