import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import walletZh from '../src/features/auth/wallet/locales/zh.json'
import zh from '../src/locales/zh/translation.json'
import { launch, phone, shot, waitForRoute, waitShown } from './browser'
import { messageBytes, testAccount } from './ethereum'
import { storedToken } from './flows'
import { api, startServer, type Server } from './server'

/** A fixed test key, never a real wallet's. */
const account = testAccount('11'.repeat(32))

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

/**
 * Puts an EIP-1193 wallet on `window.ethereum` before the app starts: it answers the test account and has
 * `personal_sign` signed in Node with the test key, or refused as a user would (EIP-1193 code 4001).
 */
async function injectWallet(page: Page, signing: 'signs' | 'refuses'): Promise<string[]> {
  const signed: string[] = []
  await page.exposeFunction('signWithTestKey', (message: string, address: string) => {
    if (address.toLowerCase() !== account.address) throw new Error(`asked to sign for ${address}`)
    signed.push(new TextDecoder().decode(messageBytes(message)))
    return account.personalSign(messageBytes(message))
  })
  await page.context().addInitScript(
    ({ address, refuses }) => {
      const target = window as unknown as {
        ethereum: unknown
        signWithTestKey: (message: string, address: string) => Promise<string>
      }
      target.ethereum = {
        request: async ({ method, params = [] }: { method: string; params?: unknown[] }) => {
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address]
          if (method === 'eth_chainId') return '0x1'
          if (method === 'personal_sign') {
            if (refuses) throw Object.assign(new Error('User denied message signature.'), { code: 4001 })
            return target.signWithTestKey(String(params[0]), String(params[1]))
          }
          throw Object.assign(new Error(`${method} is not supported`), { code: 4200 })
        },
      }
    },
    { address: account.address, refuses: signing === 'refuses' },
  )
  return signed
}

async function connectWallet(page: Page): Promise<void> {
  await page.goto(`${server.base}/h5/#/pages/common/login`)
  const button = page.getByRole('button', { name: walletZh.connect })
  await waitShown(page, button)
  await button.click()
}

async function userInfo(token: string): Promise<{ id: number; account: string }> {
  const info = await api(server, '/user/info', {}, token, 'GET')
  expect(info.type).toBe('ok')
  return info.message as { id: number; account: string }
}

describe('signing in with a browser wallet', () => {
  it('signs in by Connect wallet, lands on home with a session, and reaches the same account after logging out', async () => {
    const page = await phone(browser)
    const signed = await injectWallet(page, 'signs')

    await connectWallet(page)
    await waitShown(page, page.getByText(zh.auth.login_success))
    await waitForRoute(page, '/pages/index/index')
    await expect.poll(() => page.getByText('DEMO').first().isVisible()).toBe(true)
    await shot(page, 'wallet-login-home-zh')
    const token = await storedToken(page)
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(signed).toHaveLength(1)
    expect(signed[0]).toContain(` wants you to sign in with your Ethereum account:\n`)
    const first = await userInfo(token!)
    expect(first.account).toBe(account.address)

    await page.goto(`${server.base}/h5/#/pages/setting/setting`)
    await page.getByRole('button', { name: zh.common.logout }).click()
    await page.locator('.adm-dialog').getByText(zh.common.logout, { exact: true }).click()
    await waitForRoute(page, '/pages/common/login')
    expect(await storedToken(page)).toBeNull()

    await connectWallet(page)
    await waitForRoute(page, '/pages/index/index')
    const again = await storedToken(page)
    expect(again).toMatch(/^[0-9a-f]{64}$/)
    expect(again).not.toBe(token)
    expect((await userInfo(again!)).id).toBe(first.id)
    expect(signed).toHaveLength(2)
    await page.context().close()
  })

  it('asks to install the wallet extension and log in when the browser has no wallet', async () => {
    const page = await phone(browser)

    await connectWallet(page)
    await waitShown(page, page.getByText(walletZh.install))
    await shot(page, 'wallet-login-none-zh')
    expect(await storedToken(page)).toBeNull()
    await waitForRoute(page, '/pages/common/login')
    await page.context().close()
  })

  it('says the signature was cancelled and stays signed out when the user refuses to sign', async () => {
    const page = await phone(browser)
    await injectWallet(page, 'refuses')

    await connectWallet(page)
    await waitShown(page, page.getByText(walletZh.sign_cancelled))
    expect(await storedToken(page)).toBeNull()
    await waitForRoute(page, '/pages/common/login')
    await page.context().close()
  })
})
