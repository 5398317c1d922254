import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import en from '../src/features/liabilities/locales/en.json'
import zh from '../src/features/liabilities/locales/zh.json'
import { launch, phone, shot, waitForRoute, waitShown } from './browser'
import { logIn, useLanguage } from './flows'
import { adminApi, api, operatorToken, signUp, startServer, type Server } from './server'

let server: Server
let browser: Browser
const bin = resolve(process.env.MERCATO_BIN ?? '../target/release/mercato')

beforeAll(async () => {
  server = await startServer()
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

type Latest = { snapshot_id: number; root: string; users: number; assets: { symbol: string; total: string }[] }

async function userId(token: string): Promise<string> {
  const info = await api(server, '/user/info', {}, token, 'GET')
  return String((info.message as { id: number }).id)
}

async function fund(operator: string, user: string, amount: string): Promise<void> {
  const answer = await adminApi(
    server,
    '/ledger/adjust',
    { user_id: user, currency: '3', account: 'change', amount, reason: 'liabilities test funding' },
    operator,
  )
  expect(answer.type).toBe('ok')
}

describe('proof of liabilities in the browser', () => {
  it('shows the root a fresh server publishes at its first start, with nobody counted yet', async () => {
    const page = await phone(browser)
    await page.goto(`${server.base}/h5/#/pages/index/index`)
    await useLanguage(page, server, 'en', '/pages/liabilities/index')
    await waitShown(page, page.getByText('Snapshot #1'))
    expect(await page.getByText(en.empty_title).count()).toBe(0)
    expect(await page.locator('.adm-toast-main').count()).toBe(0)
    await shot(page, 'liabilities-first-start-en')
    await page.context().close()
  })

  it('lets a funded user verify their balance against the published root and download a proof the command line accepts', async () => {
    const finance = await operatorToken(server, 'finance@example.com', 'finance')
    const a = await signUp(server, 'liab-a@example.com', 'password1')
    const b = await signUp(server, 'liab-b@example.com', 'password1')
    await fund(finance, await userId(a), '250.5')
    await fund(finance, await userId(b), '99')
    const taken = await adminApi(server, '/liabilities/snapshot', {}, finance)
    expect(taken.type).toBe('ok')
    const latest = (await api(server, '/liabilities/latest', {}, undefined, 'GET')).message as Latest
    expect(latest.users).toBe(2)
    expect(latest.assets).toEqual([expect.objectContaining({ symbol: 'USDT', total: '349.50000000' })])

    const page = await phone(browser)
    await logIn(page, server, 'liab-a@example.com', 'password1')
    await useLanguage(page, server, 'en', '/pages/fund/assets')
    await waitShown(page, page.getByRole('link', { name: 'Proof of liabilities' }))
    await page.getByRole('link', { name: 'Proof of liabilities' }).click()
    await waitForRoute(page, '/pages/liabilities/index')

    await waitShown(page, page.locator('.liab-root', { hasText: latest.root }))
    await page.locator('.liab-users', { hasText: '2' }).waitFor()
    await page.locator('.liab-totals tr', { hasText: 'USDT' }).getByText('349.50000000').waitFor()
    await page.getByText(`mercato liabilities verify proof-${latest.snapshot_id}.json --root ${latest.root}`).waitFor()
    await shot(page, 'liabilities-before-en')

    await page.getByRole('button', { name: en.verify }).click()
    const result = page.locator('.liab-ok')
    await waitShown(page, result.getByText(en.verified, { exact: false }))
    await result.locator('.liab-balances tr', { hasText: 'USDT' }).getByText('250.50000000').waitFor()
    await result.locator('.liab-path-length', { hasText: '1' }).waitFor()
    expect(await page.locator('.liab-root').textContent()).toBe(latest.root)
    await shot(page, 'liabilities-verified-en')

    const saved = page.waitForEvent('download')
    await result.getByRole('button', { name: en.download }).click()
    const download = await saved
    expect(download.suggestedFilename()).toBe(`proof-${latest.snapshot_id}.json`)
    const dir = mkdtempSync(join(tmpdir(), 'mercato-proof-'))
    try {
      const file = join(dir, download.suggestedFilename())
      await download.saveAs(file)
      const proof = JSON.parse(readFileSync(file, 'utf8')) as { root: string; balances: string[] }
      expect(proof.root).toBe(latest.root)
      expect(proof.balances).toEqual(['25050000000'])
      const output = execFileSync(bin, ['liabilities', 'verify', file, '--root', latest.root], { encoding: 'utf8' })
      expect(output).toContain('proof verified')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    await page.context().close()
  })

  it('shows a guest the published snapshot and asks them to log in to verify', async () => {
    const latest = (await api(server, '/liabilities/latest', {}, undefined, 'GET')).message as Latest
    const page = await phone(browser)
    await page.goto(`${server.base}/h5/#/pages/index/index`)
    await useLanguage(page, server, 'zh', '/pages/liabilities/index')
    await waitShown(page, page.locator('.liab-root', { hasText: latest.root }))
    await page.getByText(zh.login_line).waitFor()
    expect(await page.getByRole('button', { name: zh.verify }).count()).toBe(0)
    await shot(page, 'liabilities-guest-zh')
    await page.context().close()
  })
})
