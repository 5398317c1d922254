import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import en from '../src/locales/en/translation.json'
import zh from '../src/locales/zh/translation.json'
import { grouped } from './amounts'
import { launch, phone, shot, waitForRoute } from './browser'
import { logIn, useLanguage } from './flows'
import { api, signUp, startServer, verifyLedger, type Server } from './server'

interface Quote {
  id: number
  currency_id: number
  legal_id: number
  symbol: string
  now_price: string
  market_from: number
}

interface SpotOrder {
  id: number
  type: number
  order_type: number
  target_price: string
  status: number
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

async function orders(token: string, fields: Record<string, string>): Promise<SpotOrder[]> {
  const answer = await api(
    server,
    '/coin/list',
    { currency_id: '1', legal_id: '3', page: '1', limit: '20', ...fields },
    token,
    'GET',
  )
  expect(answer.type).toBe('ok')
  return answer.message as SpotOrder[]
}

describe('quotes and spot trading in the browser', () => {
  it('shows a bundled icon beside every crypto pair and a letter beside a stock', async () => {
    const page = await phone(browser)
    await page.goto(`${server.base}/h5/#/pages/market/market`)
    const btc = page.locator('.quote-row').filter({ hasText: 'BTC/USDT' }).first()
    await btc.waitFor()
    const icons = page.locator('.quote-row img.coin-icon')
    await expect.poll(() => icons.count()).toBeGreaterThanOrEqual(8)
    for (const row of await page.locator('.quote-row').all()) {
      const icon = row.locator('img.coin-icon')
      await icon.scrollIntoViewIfNeeded()
      await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    }
    expect(await btc.locator('img.coin-icon').getAttribute('src')).toBe('/h5/coins/btc.svg')
    const svg = await page.request.get(`${server.base}/h5/coins/btc.svg`)
    expect(svg.headers()['content-type']).toContain('image/svg+xml')
    await page.getByRole('tab', { name: zh.quotes.tab_stocks }).click()
    const stock = page.locator('.quote-row').filter({ hasText: 'AAPL' }).first()
    await stock.waitFor()
    expect(await stock.locator('.coin-icon-letter').textContent()).toBe('A')
    await page.context().close()
  })

  it('opens a tapped stock on its contract screen', async () => {
    const page = await phone(browser)
    await page.goto(`${server.base}/h5/#/pages/market/market?tab=stock`)
    const stock = page.locator('.quote-row').filter({ hasText: 'AAPL' }).first()
    await stock.click()
    await waitForRoute(page, '/pages/transaction/contract')
    expect(page.url()).toContain('currency_id=1001&legal_id=3')
    await page.locator('.pair-switch', { hasText: 'AAPL/USDT' }).waitFor()
    await page.context().close()
  })

  it('opens the Trade tab with its chart folded and draws the candles when the user opens it', async () => {
    const page = await phone(browser)
    await page.goto(`${server.base}/h5/#/pages/market/market`)
    await useLanguage(page, server, 'en', '/pages/transaction/index')
    const bar = page.getByRole('button', { name: en.trade.chart_show })
    await bar.waitFor()
    expect(await bar.getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('.kline-body').count()).toBe(0)
    const candles = page.waitForResponse((r) => r.url().includes('/currency/new_timeshar'))
    await bar.click()
    expect(((await (await candles).json()) as { code: number }).code).toBe(1)
    await page.locator('.kline-body canvas').first().waitFor()
    await shot(page, 'trade-chart-open-en')
    await page.context().close()
  })

  it('draws weekly and monthly candles on the trade screen', async () => {
    const page = await phone(browser)
    await page.goto(`${server.base}/h5/#/pages/market/market`)
    await useLanguage(page, server, 'en', '/pages/transaction/currency')
    await page.locator('.kline-body canvas').first().waitFor()
    for (const [label, period] of [
      [en.trade.period_1week, '1week'],
      [en.trade.period_1mon, '1mon'],
    ]) {
      const answer = page.waitForResponse((r) => r.url().includes('/currency/new_timeshar') && r.url().includes(period))
      await page.getByRole('tab', { name: label, exact: true }).click()
      const body = (await (await answer).json()) as { code: number; data: unknown[] }
      expect(body.code).toBe(1)
      expect(body.data.length).toBeGreaterThan(0)
      await page.locator('.kline-body canvas').first().waitFor()
      expect(await page.getByRole('tab', { name: label, exact: true }).getAttribute('aria-selected')).toBe('true')
    }
    await page.context().close()
  })

  it(
    'adds a favourite, rests and cancels a limit buy, fills a market buy against the market maker and lists it in the history',
    { timeout: 180_000 },
    async () => {
      const token = await signUp(server, 'spot@example.com', 'password1')
      const quotation = await api(server, '/currency/quotation_new', {}, undefined, 'GET')
      const groups = quotation.message as { name: string; quotation: Quote[] }[]
      expect(groups[0].name).toBe('USDT')
      const btc = groups[0].quotation.find((q) => q.symbol === 'BTC/USDT')
      expect(btc?.market_from).toBe(1)
      // Half the last price, in whole USDT: a buy there rests on the book.
      const farBelow = (BigInt(btc!.now_price.split('.')[0]) / 2n).toString()

      const page = await phone(browser)
      await logIn(page, server, 'spot@example.com', 'password1')
      await useLanguage(page, server, 'en', '/pages/market/market')
      const btcRow = page.locator('.quote-row').filter({ hasText: 'BTC/USDT' }).first()
      await btcRow.waitFor()
      await page.locator('.quote-row').filter({ hasText: 'ETH/USDT' }).first().waitFor()
      await shot(page, 'markets-en')

      await btcRow.getByRole('button', { name: en.quotes.add_favourite }).click()
      await page.getByText(en.quotes.favourite_added).waitFor()
      await btcRow.getByRole('button', { name: en.quotes.remove_favourite }).waitFor()
      const favourites = await api(server, '/optional/list', {}, token, 'GET')
      expect((favourites.message as { currency_id: number }[]).map((f) => f.currency_id)).toContain(1)
      await page.getByRole('tab', { name: en.quotes.tab_favourites }).click()
      await page.locator('.quote-row').filter({ hasText: 'BTC/USDT' }).first().waitFor()
      await expect.poll(() => page.locator('.quote-row').filter({ hasText: 'ETH/USDT' }).count()).toBe(0)
      await shot(page, 'favourites-en')

      await page.locator('.quote-row').filter({ hasText: 'BTC/USDT' }).first().click()
      await waitForRoute(page, '/pages/transaction/currency')
      await page.locator('.pair-switch', { hasText: 'BTC/USDT' }).waitFor()
      // The demo market maker quotes both sides; the book arrives by socket.
      await page.locator('.book-row.ask').first().waitFor()
      await page.locator('.book-row.bid').first().waitFor()
      await page.getByText('10,000.00000000 USDT').waitFor()
      await page.getByText(en.trade.chart_simulated).waitFor()

      await page.locator('input[name="price"]').fill(farBelow)
      await page.locator('input[name="amount"]').fill('0.001')
      await page.locator('.trade-total').filter({ hasText: 'USDT' }).waitFor()
      await page.getByRole('button', { name: en.trade.buy_asset.replace('{{asset}}', 'BTC'), exact: true }).click()
      await page.getByRole('button', { name: en.trade.confirm, exact: true }).click()
      const resting = page.locator('.open-orders .order-row').filter({ hasText: grouped(farBelow) })
      await resting.waitFor()
      await resting.getByText(en.trade.status_1).waitFor()
      const open = await orders(token, { status: '1' })
      expect(open).toHaveLength(1)
      expect(open[0]).toMatchObject({ type: 1, order_type: 1, status: 1 })
      await shot(page, 'trade-open-order-en')

      await resting.getByRole('button', { name: en.trade.cancel_order, exact: true }).click()
      await resting.waitFor({ state: 'detached' })
      await page.getByText(en.trade.no_open_orders).waitFor()
      expect(await orders(token, { status: '1' })).toHaveLength(0)

      await page.locator('.kind-toggle button', { hasText: en.trade.market }).click()
      await page.locator('input[name="amount"]').fill('100')
      await page.locator('.trade-total').filter({ hasText: '≈' }).waitFor()
      await shot(page, 'trade-market-buy-en')
      await page.getByRole('button', { name: en.trade.buy_asset.replace('{{asset}}', 'BTC'), exact: true }).click()
      await page.getByRole('button', { name: en.trade.confirm, exact: true }).click()
      await expect
        .poll(
          async () =>
            (await orders(token, { history: '1' })).some((o) => o.order_type === 2 && o.type === 1 && o.status === 2),
          {
            timeout: 30_000,
          },
        )
        .toBe(true)

      await page.getByRole('link', { name: en.trade.history }).click()
      await waitForRoute(page, '/pages/transaction/currency_order')
      await page.getByRole('tab', { name: en.trade.order_history }).click()
      const filled = page
        .locator('.order-row')
        .filter({ hasText: en.trade.market_price })
        .filter({ hasText: en.trade.status_2 })
      await filled.first().waitFor()
      await filled.first().getByText('100').first().waitFor()
      await page
        .locator('.order-row')
        .filter({ hasText: grouped(farBelow) })
        .filter({ hasText: en.trade.status_3 })
        .waitFor()
      await shot(page, 'orders-history-en')

      await useLanguage(page, server, 'zh', '/pages/transaction/currency_order?tab=history')
      await page.locator('.order-row').filter({ hasText: zh.trade.status_2 }).first().waitFor()
      await shot(page, 'orders-history-zh')
      await useLanguage(page, server, 'zh', '/pages/transaction/currency?currency_id=1&legal_id=3')
      await page.locator('.book-row.ask').first().waitFor()
      await page.getByRole('button', { name: zh.trade.buy_asset.replace('{{asset}}', 'BTC'), exact: true }).waitFor()
      await shot(page, 'trade-zh')
      await useLanguage(page, server, 'zh', '/pages/market/market?tab=favourites')
      await page.locator('.quote-row').filter({ hasText: 'BTC/USDT' }).first().waitFor()
      await shot(page, 'favourites-zh')
      await useLanguage(page, server, 'zh', '/pages/index/index')
      await page.locator('.quote-card').first().waitFor()
      await shot(page, 'home-quotes-zh')
      await page.context().close()
      expect(verifyLedger(server.dataDir).code).toBe(0)
    },
  )
})

describe('coin conversion in the browser', () => {
  it('converts BTC into USDT at the index less the fee and shows it in the balances', { timeout: 60_000 }, async () => {
    const token = await signUp(server, 'convert@example.com', 'password1')
    const page = await phone(browser)
    await logIn(page, server, 'convert@example.com', 'password1')
    await useLanguage(page, server, 'en', '/pages/fund/transfer')
    const field = (label: string) => page.locator('.adm-form-item').filter({ hasText: label })
    await field(en.convert.from).getByText('BTC', { exact: true }).click()
    await field(en.convert.to).getByText('USDT', { exact: true }).click()
    await page.locator('input[name="amount"]').fill('0.01')
    await expect
      .poll(async () => (await page.locator('.convert-receive').textContent())?.trim() ?? '')
      .toMatch(/^≈ [1-9]\d*\.\d+ USDT$/)
    await shot(page, 'convert-en')
    await page.getByRole('button', { name: en.convert.submit, exact: true }).click()
    await page.locator('.adm-dialog').getByRole('button', { name: en.convert.submit, exact: true }).click()
    await expect
      .poll(async () => {
        const list = await api(server, '/wallet/list', {}, token, 'GET')
        const rows = (
          list.message as { change_wallet: { balance: { currency_name: string; change_balance: string }[] } }
        ).change_wallet.balance
        return rows.find((r) => r.currency_name === 'BTC')?.change_balance
      })
      .toBe('0.99000000')
    await useLanguage(page, server, 'th', '/pages/fund/transfer')
    await page.locator('input[name="amount"]').waitFor()
    await shot(page, 'convert-th')
    await page.context().close()
    expect(verifyLedger(server.dataDir).code).toBe(0)
  })
})
