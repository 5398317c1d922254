import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { resolve } from 'node:path'
import { launch, phone, shot } from './browser'
import { logIn, useLanguage } from './flows'
import { adminApi, api, operatorToken, signUp, startServer, verifyLedger, type Server } from './server'

/** BIP32 test vector 1's `m/0H/1/2H`, whose private half is public: fine for a test chain. */
const XPUB =
  'xpub6D4BDPcP2GT577Vvch3R8wDkScZWzQzMMUm3PWbmWvVJrZwQY4VUNgqFJPMM3No2dFDFGTsxxpG5uJh7n7epu4trkrX7x7DogT5Uv6fcLW5'

interface Node {
  rpc: string
  funder: string
  usdt: string
  usdc: string
}

let node: Node
let chain: ChildProcess
let server: Server
let browser: Browser

/** Starts the local Ethereum node of `tools/ethnode` (ganache and two ERC-20 contracts of our own). */
async function startNode(): Promise<Node> {
  chain = spawn('node', [resolve('../tools/ethnode/start.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] })
  return new Promise<Node>((done, fail) => {
    createInterface({ input: chain.stdout! }).once('line', (line) => done(JSON.parse(line) as Node))
    chain.once('exit', (code) => fail(new Error(`the Ethereum node exited with ${code}`)))
  })
}

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(node.rpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const answer = (await res.json()) as { result?: unknown; error?: unknown }
  if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`)
  return answer.result
}

beforeAll(async () => {
  node = await startNode()
  server = await startServer(['--demo'], undefined, {
    MERCATO__MARKET__FEED: 'none',
    MERCATO__CHAINS__ETHEREUM__RPC_URL: node.rpc,
    MERCATO__CHAINS__ETHEREUM__TOKENS__USDT: node.usdt,
    MERCATO__CHAINS__ETHEREUM__TOKENS__USDC: node.usdc,
    MERCATO__CHAINS__ETHEREUM__POLL_MS: '200',
    MERCATO__CHAINS__ETHEREUM__START_HEIGHT: '0',
  })
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  chain?.stdin?.end()
})

describe('a deposit from the chain in the browser', () => {
  it('shows ether sent to the user’s address confirming, then credited, in Chinese and English', async () => {
    const admin = await operatorToken(server, 'root@example.com', 'admin')
    for (const [product, key, value] of [
      ['site', 'deposit_xpub_ERC20', XPUB],
      ['chain', 'confirmations_ERC20', '3'],
    ]) {
      expect((await adminApi(server, '/parameters', { product, key, value }, admin)).type).toBe('ok')
    }
    const token = await signUp(server, 'chain@example.com', 'password1')
    const address = (await api(server, '/wallet/get_in_address', { currency: '2' }, token)).message as string
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const page = await phone(browser)
    await logIn(page, server, 'chain@example.com', 'password1')
    await page.goto(`${server.base}/h5/#/pages/fund/receive?currency=2`)
    await page.getByText(address).first().waitFor()
    await page.getByText('最低充值 0.001 ETH').waitFor()

    await rpc('eth_sendTransaction', [{ from: node.funder, to: address, value: '0x14d1120d7b160000' }])
    await page.getByText('确认中 1/3').waitFor({ timeout: 30_000 })
    await page.getByText('最近充值').waitFor()
    await shot(page, 'chain-deposit-confirming-zh')

    await rpc('evm_mine', [])
    await rpc('evm_mine', [])
    await page.getByText('已到账').first().waitFor({ timeout: 30_000 })
    await useLanguage(page, server, 'en', '/pages/fund/receive?currency=2')
    await page.getByText('Credited').first().waitFor()
    await page.getByText('Minimum deposit 0.001 ETH').waitFor()
    await shot(page, 'chain-deposit-credited-en')

    const info = await api(server, '/wallet/get_info', { currency: '2' }, token, 'GET')
    // The demo faucet's 10 ETH and the 1.5 ETH deposit.
    expect((info.message as { change_balance: string }).change_balance).toBe('11.50000000')
    await page.context().close()
    expect(verifyLedger(server.dataDir).code).toBe(0)
  })
})
