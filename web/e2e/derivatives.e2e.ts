import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import en from '../src/locales/en/translation.json'
import th from '../src/locales/th/translation.json'
import zh from '../src/locales/zh/translation.json'
import { grouped } from './amounts'
import { launch, phone, shot } from './browser'
import { logIn, useLanguage } from './flows'
import { api, signUp, startServer, verifyLedger, type Server } from './server'

interface LeverTx {
  id: number
  status: number
  stop_loss_price: string
  close_reason: number | null
  close_price: string | null
  close_price_ts: number | null
  price_source: string
}

interface MicroOrder {
  id: number
  status: number
  profit_result: number
  open_price: string
  end_price: string | null
  open_price_ts: number
  end_price_ts: number | null
  price_source: string
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

async function positions(token: string, status: string): Promise<LeverTx[]> {
  const answer = await api(server, '/lever/my_trade', { status, page: '1' }, token)
  expect(answer.type).toBe('ok')
  return (answer.message as { message: { data: LeverTx[] } }).message.data
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

describe('contracts and seconds options in the browser', () => {
  it(
    'opens a leveraged long, sets its stop-loss, closes it with the evidence in the history, and sees a 30 s option settle with its prices',
    { timeout: 240_000 },
    async () => {
      const token = await signUp(server, 'derivatives@example.com', 'password1')
      await move(token, 'lever', '2000')
      await move(token, 'micro', '500')
      const page = await phone(browser)
      await logIn(page, server, 'derivatives@example.com', 'password1')

      await useLanguage(page, server, 'en', '/pages/transaction/contract?currency_id=1&legal_id=3')
      await page.locator('input[name="lots"]').fill('2')
      await page.locator('.lever-picker button', { hasText: /^10x$/ }).click()
      await page.locator('.lever-margin').filter({ hasText: 'USDT' }).waitFor()
      await shot(page, 'contract-form-en')
      await page.getByRole('button', { name: en.lever.open_long, exact: true }).click()
      await page.locator('.adm-dialog').getByRole('button', { name: en.lever.open_long, exact: true }).click()
      await expect.poll(async () => (await positions(token, '1')).length, { timeout: 15_000 }).toBe(1)
      const row = page.locator('.lever-positions .order-row').first()
      await row.waitFor()

      // A stop-loss 20 % below the mark: saved, shown, and armed in the risk engine.
      const mark = (await api(server, '/lever/deal', { currency_id: '1', legal_id: '3' }, token)).message as {
        last_price: string
      }
      const stop = (Number(mark.last_price.split('.')[0]) * 0.8).toFixed(0)
      await row.getByRole('button', { name: en.lever.tp_sl, exact: true }).click()
      await page.locator('input[name="stop_stop_loss"]').fill(stop)
      await page.getByRole('button', { name: en.lever.save, exact: true }).click()
      await expect
        .poll(async () => (await positions(token, '1'))[0]?.stop_loss_price, { timeout: 10_000 })
        .toBe(`${stop}.00`)
      await row.getByText(grouped(`${stop}.00`)).waitFor()
      await shot(page, 'contract-position-en')

      await row.getByRole('button', { name: en.lever.close, exact: true }).click()
      await page.locator('.adm-dialog').getByRole('button', { name: en.lever.close, exact: true }).click()
      await expect.poll(async () => (await positions(token, '1')).length, { timeout: 15_000 }).toBe(0)
      const closed = (await positions(token, '3'))[0]
      expect(closed.close_reason).toBe(1)
      expect(closed.price_source).toBe('simulator')
      expect(closed.close_price_ts).toBeGreaterThan(0)

      await useLanguage(page, server, 'en', '/pages/transaction/contract_order')
      await page.getByRole('tab', { name: en.lever.tab_closed, exact: true }).click()
      await page.locator('.evidence-reason').filter({ hasText: en.lever.reason_user }).first().waitFor()
      await page.locator('.evidence').getByText(en.quotes.source_simulator, { exact: true }).first().waitFor()
      await shot(page, 'contract-history-en')
      await useLanguage(page, server, 'zh', '/pages/transaction/contract?currency_id=1&legal_id=3')
      await page.getByRole('button', { name: zh.lever.open_long, exact: true }).waitFor()
      await shot(page, 'contract-zh')

      await useLanguage(page, server, 'en', '/pages/transaction/index2?currency_id=1&legal_id=3')
      await page.locator('.duration-card').first().waitFor()
      await page.locator('.duration-card', { hasText: '30' }).first().click()
      await page.locator('input[name="stake"]').fill('20')
      // The published stake limits are grouped by thousands, as every amount on the screen is.
      await page.locator('.trade-line', { hasText: en.micro.range }).getByText('10 – 10,000 USDT').waitFor()
      await shot(page, 'options-form-en')
      await page.getByRole('button', { name: en.micro.buy_up, exact: true }).click()
      await page.locator('.adm-dialog').getByRole('button', { name: en.micro.confirm, exact: true }).click()
      await page.locator('.option-row .option-countdown').first().waitFor()
      await shot(page, 'options-countdown-en')
      const open = await api(server, '/microtrade/lists', { status: '1' }, token, 'GET')
      const order = (open.message as { data: MicroOrder[] }).data[0]
      expect(order.price_source).toBe('simulator')

      // The result arrives at expiry, decided by the samples of the entry and expiry seconds.
      const popup = page.locator('.option-result-body')
      await popup.waitFor({ timeout: 60_000 })
      await popup.getByText(grouped(order.open_price)).first().waitFor()
      await shot(page, 'options-result-en')
      const settled = (await api(server, '/microtrade/get_result', { id: String(order.id) }, token, 'GET'))
        .message as MicroOrder
      expect(settled.status).toBe(3)
      expect(settled.end_price_ts).toBe(settled.open_price_ts + 30_000)
      const rose = Number(settled.end_price) > Number(settled.open_price)
      const fell = Number(settled.end_price) < Number(settled.open_price)
      expect(settled.profit_result).toBe(rose ? 1 : fell ? -1 : 0)
      await page.locator('.adm-dialog').getByRole('button', { name: en.micro.result_ok, exact: true }).click()

      await useLanguage(page, server, 'en', '/pages/transaction/seconds_order')
      await page
        .locator('.order-row')
        .filter({ hasText: grouped(settled.end_price ?? '') })
        .first()
        .waitFor()
      await shot(page, 'options-history-en')
      await useLanguage(page, server, 'zh', '/pages/transaction/index2?currency_id=1&legal_id=3')
      await page.getByRole('button', { name: zh.micro.buy_up, exact: true }).waitFor()
      await shot(page, 'options-zh')
      await useLanguage(page, server, 'th', '/pages/transaction/index2?currency_id=1&legal_id=3')
      await page.getByRole('button', { name: th.micro.buy_up, exact: true }).waitFor()
      await shot(page, 'options-th')
      await useLanguage(page, server, 'th', '/pages/transaction/contract_order')
      await page.getByRole('tab', { name: th.lever.tab_closed, exact: true }).click()
      await page.locator('.evidence-reason').first().waitFor()
      await shot(page, 'contract-history-th')
      await page.context().close()
      expect(verifyLedger(server.dataDir).code).toBe(0)
    },
  )
})
