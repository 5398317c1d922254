import type { Browser } from 'playwright-core'
import { phone } from './browser'

/** What one route of the app downloads to show itself. */
export interface RouteWeight {
  route: string
  /** Gzipped bytes of every script response, as transferred. */
  gzipBytes: number
  scripts: { url: string; bytes: number; encoding: string }[]
}

/**
 * Opens `route` in a fresh phone-sized page that asks for gzip only, waits until `ready` is visible and the network
 * has been quiet, and sums the transferred bodies of the script responses.
 */
export async function measureRoute(browser: Browser, base: string, route: string, ready: string): Promise<RouteWeight> {
  const page = await phone(browser)
  await page.context().setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip' })
  const pending: Promise<RouteWeight['scripts'][number]>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
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
  const scripts = await Promise.all(pending)
  await page.context().close()
  return { route, gzipBytes: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts }
}

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1)
}
