import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import en from '../src/locales/en/translation.json'
import zh from '../src/locales/zh/translation.json'
import { launch, phone, shot, waitForRoute, waitShown } from './browser'
import { logIn, useLanguage } from './flows'
import { api, signUp, startServer, type Server } from './server'

interface Quote {
  symbol: string
  currency_id: number
  legal_id: number
  trading_hours: string
  trading_open: number
}

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

async function quote(symbol: string): Promise<Quote> {
  const answer = await api(server, '/currency/quotation_new', {}, undefined, 'GET')
  const groups = answer.message as { quotation: Quote[] }[]
  const found = groups.flatMap((g) => g.quotation).find((q) => q.symbol === symbol)
  if (!found) throw new Error(`${symbol} is not quoted`)
  return found
}

/** The `source` of every candle request the page makes from now on. */
function candleSources(page: Page): string[] {
  const sources: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/currency/new_timeshar')) sources.push(url.searchParams.get('source') ?? 'trade')
  })
  return sources
}

/** The names of the socket events the page receives from now on. */
function socketEvents(page: Page): string[] {
  const names: string[] = []
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      const name = typeof frame.payload === 'string' ? /^42\d*\["([^"]+)"/.exec(frame.payload) : null
      if (name) names.push(name[1])
    })
  })
  return names
}

async function move(token: string, to: string, amount: string): Promise<void> {
  const moved = await api(
    server,
    '/wallet/change',
    { currency_id: '3', number: amount, from_field: 'change', to_field: to },
    token,
  )
  expect(moved.type).toBe('ok')
}

describe('the price that settles contracts and options, and when stocks trade', () => {
  it('plots the index on the contract and options charts, says so, and keeps it fresh, while spot plots trades', async () => {
    const page = await phone(browser)
    await page.goto(`${server.base}/h5/`)
    // The app settles on its home route first; a route opened before that would be replaced by it.
    await waitForRoute(page, '/pages/index/index')
    const sources = candleSources(page)
    const events = socketEvents(page)

    await useLanguage(page, server, 'en', '/pages/transaction/contract?currency_id=1&legal_id=3')
    await waitShown(page, page.locator('.kline-label', { hasText: en.lever.chart_index }))
    await waitShown(page, page.locator('.kline-canvas'))
    expect(sources).toContain('index')
    expect(sources).not.toContain('trade')
    // The index candle grows by its own push as each index sample is recorded.
    await expect.poll(() => events.filter((e) => e === 'index_kline').length, { timeout: 15_000 }).toBeGreaterThan(0)
    await shot(page, 'contract-index-chart-en')

    await useLanguage(page, server, 'zh', '/pages/transaction/index2?currency_id=1&legal_id=3')
    await waitShown(page, page.locator('.kline-label', { hasText: zh.micro.chart_index }))
    await shot(page, 'options-index-chart-zh')

    sources.length = 0
    await useLanguage(page, server, 'en', '/pages/transaction/currency?currency_id=1&legal_id=3')
    await page.locator('.kline-canvas').waitFor()
    expect(sources).toContain('trade')
    expect(sources).not.toContain('index')
    expect(await page.locator('.kline-label').count()).toBe(0)
    await page.context().close()
  })

  it(
    'shows a stock’s hours on its contract and options screens and, while it is closed, says so and shows the server’s refusal',
    { timeout: 120_000 },
    async () => {
      const aapl = await quote('AAPL/USDT')
      expect(aapl.trading_hours).toMatch(/^\d\d:\d\d-\d\d:\d\d$/)
      const hours = aapl.trading_hours.replace('-', '–')
      const closed = aapl.trading_open === 0
      const token = await signUp(server, 'stocks@example.com', 'password1')
      await move(token, 'lever', '2000')
      await move(token, 'micro', '500')
      const page = await phone(browser)
      await logIn(page, server, 'stocks@example.com', 'password1')
      const route = `?currency_id=${aapl.currency_id}&legal_id=${aapl.legal_id}`

      await useLanguage(page, server, 'en', `/pages/transaction/contract${route}`)
      const banner = page.locator('.trading-hours')
      await banner
        .getByText(en.trade.hours.replace('{{hours}}', hours).replace('{{zone}}', 'UTC+8'), { exact: true })
        .waitFor()
      expect(await banner.getByText(en.trade.closed_now, { exact: true }).count()).toBe(closed ? 1 : 0)
      await shot(page, 'contract-stock-hours-en')

      // Crypto trades always: no hours there.
      await useLanguage(page, server, 'en', '/pages/transaction/contract?currency_id=1&legal_id=3')
      await page.locator('.kline-label').waitFor()
      expect(await page.locator('.trading-hours').count()).toBe(0)

      await useLanguage(page, server, 'zh', `/pages/transaction/index2${route}`)
      await page
        .locator('.trading-hours')
        .getByText(zh.trade.hours.replace('{{hours}}', hours).replace('{{zone}}', 'UTC+8'), { exact: true })
        .waitFor()
      expect(await page.locator('.trading-hours').getByText(zh.trade.closed_now).count()).toBe(closed ? 1 : 0)
      await shot(page, 'options-stock-hours-zh')

      await useLanguage(page, server, 'en', '/pages/market/market?tab=stock')
      const row = page.locator('.quote-row').filter({ hasText: 'AAPL' })
      await row.waitFor()
      expect(await row.locator('.quote-closed').count()).toBe(closed ? 1 : 0)

      if (!closed) return
      // Outside the hours the server refuses the order and its message, naming the published New York hours, is what
      // the user reads.
      const refusal = /Stocks trade Monday to Friday, 09:30-16:00 New York time; the market is closed now/
      await useLanguage(page, server, 'en', `/pages/transaction/contract${route}`)
      await page.locator('input[name="lots"]').fill('1')
      await page.getByRole('button', { name: en.lever.open_long, exact: true }).click()
      await page.locator('.adm-dialog').getByRole('button', { name: en.lever.open_long, exact: true }).click()
      await page.locator('.adm-toast-main', { hasText: refusal }).waitFor()
      await shot(page, 'contract-stock-refused-en')

      await useLanguage(page, server, 'en', `/pages/transaction/index2${route}`)
      await page.locator('.duration-card').first().waitFor()
      await page.locator('input[name="stake"]').fill('20')
      await page.getByRole('button', { name: en.micro.buy_up, exact: true }).click()
      await page.locator('.adm-dialog').getByRole('button', { name: en.micro.confirm, exact: true }).click()
      await page.locator('.adm-toast-main', { hasText: refusal }).waitFor()
      await page.context().close()
    },
  )
})
