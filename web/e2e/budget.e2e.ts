import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launch } from './browser'
import { startServer, type Server } from './server'
import { kb, measureRoute, type RouteWeight } from './weight'

/**
 * Gzipped JavaScript each route downloads until it is shown and its scripts have settled, React 19 and React DOM
 * included: 160 KB for home and markets, 170 KB for the trade page. The Trade tab opens with its K-line folded, so
 * the chart's code is downloaded only when the user opens it (docs/adr/0042-javascript-budgets.md,
 * docs/adr/0060-preact-runtime-and-folded-trade-chart.md, docs/adr/0074-the-app-ships-react.md).
 */
const BUDGETS = [
  { name: 'home', route: '/pages/index/index', ready: '.quote-card', limitKb: 160 },
  { name: 'markets', route: '/pages/market/market', ready: '.quote-row', limitKb: 160 },
  { name: 'trade', route: '/pages/transaction/index', ready: '.book-row:not(.blank) .book-price', limitKb: 170 },
] as const

let server: Server
let browser: Browser
const measured = new Map<string, RouteWeight>()

beforeAll(async () => {
  server = await startServer(['--demo'])
  browser = await launch()
  for (const budget of BUDGETS) {
    measured.set(budget.name, await measureRoute(browser, server.base, budget.route, budget.ready))
  }
  console.table(
    BUDGETS.map(({ name, route, limitKb }) => {
      const weight = measured.get(name)!
      return {
        route: name,
        path: route,
        scripts: weight.scripts.length,
        'gzip KB': kb(weight.gzipBytes),
        'limit KB': limitKb,
      }
    }),
  )
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('JavaScript budgets', () => {
  it('the server sends every script gzipped when the browser asks for gzip', () => {
    const encodings = [...measured.values()].flatMap((w) => w.scripts.map((s) => `${s.url} ${s.encoding}`))
    expect(encodings.length).toBeGreaterThan(0)
    expect(encodings.filter((e) => !e.endsWith(' gzip'))).toEqual([])
  })

  it('every page is rendered by React DOM, the runtime the budgets are set for', () => {
    expect([...measured.entries()].filter(([, weight]) => !weight.react).map(([name]) => name)).toEqual([])
  })

  it('only the active language’s strings are downloaded at start', () => {
    for (const weight of measured.values()) {
      expect(weight.scripts.filter((s) => s.url.includes('/translation-')).length).toBe(1)
    }
  })

  it.each(BUDGETS)('the $name page loads at most $limitKb KB of gzipped JavaScript', ({ name, limitKb }) => {
    expect(measured.get(name)!.gzipBytes).toBeLessThanOrEqual(limitKb * 1024)
  })
})
