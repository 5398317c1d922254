import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { ROUTES } from '../src/lib/navigation'
import { launch, phone, waitForRoute } from './browser'
import { logIn, useLanguage } from './flows'
import { signUp, startServer, type Server } from './server'

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

/** Every path the app's router declares, read from its table of screens in the order it lists them. */
function declaredRoutes(): string[] {
  const table = readFileSync(new URL('../src/app/routes.tsx', import.meta.url), 'utf8')
  const names = [...table.matchAll(/path:\s*ROUTES\.(\w+)/g)].map((match) => match[1])
  const paths = names.map((name) => {
    const path = (ROUTES as Record<string, string>)[name]
    if (!path) throw new Error(`the router names ROUTES.${name}, which the navigation table does not declare`)
    return path
  })
  return [...new Set(paths)]
}

/** Names a screen may show in Latin letters whatever the language: brands, payment methods and networks. */
const NAMES = [
  'Mercato',
  'Binance',
  'OKX',
  'Alipay',
  'WeChat Pay',
  'WeChat',
  'PayPal',
  'MetaMask',
  'WalletConnect',
  'Google',
  'Telegram',
  'WhatsApp',
  'Ethereum',
  'Bitcoin',
  'Tether',
]

/** A word of Latin letters only, with the punctuation that may close it; symbols in capitals are not words here. */
const LATIN_WORD = /^[A-Za-z][a-z'’-]*[.,:;!?)]*$/

/** Three or more words of Latin letters in a row on one line: a sentence left in English. */
function englishRuns(line: string, content: Set<string>): string[] {
  let rest = line
  for (const text of content) if (rest.includes(text)) rest = rest.split(text).join(' · ')
  for (const name of NAMES) rest = rest.split(name).join(' · ')
  const runs: string[] = []
  let run: string[] = []
  const end = () => {
    if (run.length >= 3) runs.push(run.join(' '))
    run = []
  }
  for (const word of rest.split(/\s+/)) {
    if (LATIN_WORD.test(word)) {
      run.push(word)
      if (/[.:;!?]$/.test(word)) end()
    } else end()
  }
  end()
  return runs
}

/**
 * What is wrong with a screen's visible text: developer values leaked into it, or English left untranslated. Text
 * the server sent as it stands (names and descriptions operators wrote, commands to copy) is content, not wording
 * of the app, so it may be in any language.
 */
function problemsIn(text: string, content: Set<string>): string[] {
  const found: string[] = []
  for (const line of text.split('\n')) {
    for (const leak of ['undefined', 'NaN', '[object Object]']) {
      if (line.includes(leak)) found.push(`${leak} in "${line.trim()}"`)
    }
    for (const run of englishRuns(line, content)) found.push(`English "${run}" in "${line.trim()}"`)
  }
  return found
}

/** Every text of three words or more in an answer of the API, at any depth. */
function textsIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.trim().split(/\s+/).length >= 3) into.add(value.trim())
  } else if (Array.isArray(value)) {
    for (const item of value) textsIn(item, into)
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) textsIn(item, into)
  }
}

/** Collects what the API sends the page, so that the sweep can tell the server's content from the app's words. */
function serverContent(page: Page): Set<string> {
  const content = new Set<string>()
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return
    response
      .json()
      .then((answer: unknown) => textsIn(answer, content))
      .catch(() => undefined)
  })
  return content
}

/** The screen's visible text, less commands shown to be copied (`code`), read from the page as it is. */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    // Hidden text is left out of innerText; hiding keeps the layout, so the rest reads as shown.
    const hide = document.createElement('style')
    hide.textContent = 'code, pre, kbd, samp { visibility: hidden !important; }'
    document.head.append(hide)
    const text = document.body.innerText
    hide.remove()
    return text
  })
}

/** The screen's visible text once it has stopped loading and changing. */
async function settledText(page: Page): Promise<string> {
  await page
    .locator('svg.spinner')
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined)
  let text = await visibleText(page)
  for (let i = 0; i < 10; i += 1) {
    await new Promise((r) => setTimeout(r, 300))
    const again = await visibleText(page)
    if (again === text) break
    text = again
  }
  return text
}

/** Opens each route in turn in the language set and answers what each screen showed that it should not. */
async function sweep(page: Page, routes: string[], content: Set<string>): Promise<string[]> {
  const found: string[] = []
  for (const route of routes) {
    await page.goto(`${server.base}/h5/#${route}`)
    await waitForRoute(page, route).catch(() => undefined)
    const problems = problemsIn(await settledText(page), content)
    found.push(...problems.map((problem) => `${route}: ${problem}`))
  }
  return found
}

describe('every screen of the app', () => {
  it('shows no undefined, NaN, object text or English sentence on any route in Chinese and in Japanese', async () => {
    const routes = declaredRoutes()
    expect(routes.length).toBeGreaterThan(90)
    await signUp(server, 'sweep@example.com', 'password1')
    const page = await phone(browser)
    const content = serverContent(page)
    await logIn(page, server, 'sweep@example.com', 'password1')
    await useLanguage(page, server, 'zh', ROUTES.setting)
    const found = (await sweep(page, routes, content)).map((problem) => `zh ${problem}`)
    await useLanguage(page, server, 'ja', ROUTES.setting)
    found.push(...(await sweep(page, routes, content)).map((problem) => `ja ${problem}`))
    expect(found, found.join('\n')).toEqual([])
    await page.context().close()
  }, 900_000)
})
