import type { Browser } from 'playwright-core'
import { phone } from './browser'

/** What one route of the app downloads to show itself. */
export interface RouteWeight {
  route: string
  /** Gzipped bytes of every script response, as transferred. */
  gzipBytes: number
  scripts: { url: string; bytes: number; encoding: string }[]
  /** Whether React DOM rendered the page (its root container carries React's marker). */
  react: boolean
}

/** How long no script may be asked for or arrive before the page counts as loaded. */
const QUIET_MS = 500
const QUIET_TIMEOUT_MS = 30_000

/**
 * Opens `route` in a fresh phone-sized page that asks for gzip only, waits until `ready` is visible and no script has
 * been asked for or received for a while, and sums the transferred bodies of the script responses: the entry, its
 * preloaded chunks, the screen's, and whatever the screen fetches once its data is in (a notice's dialog, a chart).
 */
export async function measureRoute(browser: Browser, base: string, route: string, ready: string): Promise<RouteWeight> {
  const page = await phone(browser)
  await page.context().setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip' })
  const pending: Promise<RouteWeight['scripts'][number]>[] = []
  let inFlight = 0
  let lastActivity = Date.now()
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return
    inFlight += 1
    lastActivity = Date.now()
  })
  page.on('requestfailed', (request) => {
    if (request.resourceType() !== 'script') return
    inFlight -= 1
    lastActivity = Date.now()
  })
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    inFlight -= 1
    lastActivity = Date.now()
    pending.push(
      (async () => {
        const response = await request.response()
        const headers = (await response?.allHeaders()) ?? {}
        // The encoded body size: compressed responses are streamed without a content-length.
        const sizes = await request.sizes()
        return {
          url: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? 'identity',
        }
      })(),
    )
  })
  await page.goto(`${base}/h5/#${route}`)
  await page.locator(ready).first().waitFor({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  // The network may have gone idle once before `ready` showed: wait for the scripts themselves to settle too.
  const deadline = Date.now() + QUIET_TIMEOUT_MS
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${route}: scripts still loading after ${QUIET_TIMEOUT_MS} ms`)
    await page.waitForTimeout(100)
  }
  const react = await page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
  )
  const scripts = await Promise.all(pending)
  await page.context().close()
  return { route, gzipBytes: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts, react }
}

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1)
}
