import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launch } from './browser'
import { startServer, type Server } from './server'
import { kb, measureRoute, type RouteWeight } from './weight'

/** Gzipped JavaScript each route may download before it is shown (issue 19: a light, quick app). */
const BUDGETS = [
  { name: 'home', route: '/pages/index/index', ready: '.quote-card', limit: 130 * 1024 },
  { name: 'markets', route: '/pages/market/market', ready: '.quote-row', limit: 130 * 1024 },
  { name: 'trade', route: '/pages/transaction/index', ready: '.kline-body canvas', limit: 150 * 1024 },
] as const

let server: Server
let browser: Browser
const measured = new Map<string, RouteWeight>()

beforeAll(async () => {
  server = await startServer(['--demo'])
  browser = await launch()
  for (const budget of BUDGETS)
    measured.set(budget.name, await measureRoute(browser, server.base, budget.route, budget.ready))
  console.table(
    BUDGETS.map(({ name, route, limit }) => {
      const weight = measured.get(name)!
      return {
        route: name,
        path: route,
        scripts: weight.scripts.length,
        'gzip KB': kb(weight.gzipBytes),
        'budget KB': kb(limit),
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

  it.each(BUDGETS)('the $name page loads at most $limit bytes of gzipped JavaScript', ({ name, limit }) => {
    expect(measured.get(name)!.gzipBytes).toBeLessThanOrEqual(limit)
  })
})
