import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createInterface } from 'node:readline'
import { join, resolve } from 'node:path'
import { launch, phone, shot } from './browser'
import { consoleSignIn, logIn, readyUser, useLanguage } from './flows'
import { adminApi, api, createOperator, operatorToken, signUp, startServer, verifyLedger, type Server } from './server'

/** BIP32 test vector 1's `m/0H/1/2H`, whose private half is public: fine for a test chain. */
const XPUB =
  'xpub6D4BDPcP2GT577Vvch3R8wDkScZWzQzMMUm3PWbmWvVJrZwQY4VUNgqFJPMM3No2dFDFGTsxxpG5uJh7n7epu4trkrX7x7DogT5Uv6fcLW5'

/** The dev node's funder key, public by design, standing in for the operator's hot address. */
const HOT_KEY = '4f3edf983ac636a65a842ce7c78d9aa706d3b113bce9c46f30d7d21715b23b1d'

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
    MERCATO__CHAINS__ETHEREUM__HOT_ADDRESS: node.funder,
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

  it('pays a withdrawal signed away from the server, shown to finance and to the user until it is paid on chain', async () => {
    const token = await readyUser(server, 'payout@example.com', '13900139001')
    const info = await api(server, '/wallet/get_info', { currency: '2' }, token, 'GET')
    const rate = (info.message as { rate: string }).rate
    const to = '0x00000000000000000000000000000000000e7409'
    const out = { currency: '2', number: '0.5', address: to, type: 'ERC20', rate, pay_password: '246810' }
    expect((await api(server, '/wallet/out', out, token)).type).toBe('ok')

    createOperator(server, 'finance@example.com', 'finance')
    const console = await phone(browser)
    await console.setViewportSize({ width: 1440, height: 900 })
    await consoleSignIn(console, server, 'finance@example.com')
    await console.goto(`${server.base}/admin/#/withdrawals`)
    await console.getByRole('button', { name: 'Export for signing' }).click()
    await console.getByText('1 transaction(s) waiting for their signature.').waitFor()
    // Out for signing, the withdrawal offers no decision by hand.
    await console.getByText('Waiting for its signature').waitFor()
    expect(await console.getByRole('button', { name: 'Approve' }).count()).toBe(0)
    await shot(console, 'console-chain-exported-en')

    // The signer, on its own machine, signs the export with the hot address's key.
    const finance = await operatorToken(server, 'finance2@example.com', 'finance')
    const exported = await adminApi(server, '/chain/withdrawals/export', {}, finance)
    const dir = mkdtempSync(join(tmpdir(), 'mercato-sign-'))
    writeFileSync(join(dir, 'export.json'), JSON.stringify(exported.message))
    writeFileSync(join(dir, 'hot.key'), HOT_KEY)
    const signed = execFileSync(
      resolve(process.env.MERCATO_BIN ?? '../target/release/mercato'),
      ['sign', '--key-file', join(dir, 'hot.key'), '--in', join(dir, 'export.json')],
      { encoding: 'utf8' },
    ).trim()
    await console.getByLabel('Signed transactions, one a line').fill(signed)
    await console.getByRole('button', { name: 'Import and broadcast' }).click()
    await console.getByText('Broadcast 1 of 1 transaction(s).').waitFor()
    await shot(console, 'console-chain-payout-en')
    await console.context().close()

    const page = await phone(browser)
    await logIn(page, server, 'payout@example.com', 'password1')
    await useLanguage(page, server, 'zh', '/pages/fund/receive_withdraw_record?tab=withdrawals')
    await page.getByText('已广播').first().waitFor()
    await shot(page, 'chain-withdrawal-broadcast-zh')
    await rpc('evm_mine', [])
    await rpc('evm_mine', [])
    await rpc('evm_mine', [])
    await useLanguage(page, server, 'en', '/pages/fund/receive_withdraw_record?tab=withdrawals')
    await page.getByText('Paid on chain').first().waitFor({ timeout: 30_000 })
    await shot(page, 'chain-withdrawal-paid-en')
    expect(await rpc('eth_getBalance', [to, 'latest'])).toBe('0x6f05b59d3b20000')
    await page.context().close()
    expect(verifyLedger(server.dataDir).code).toBe(0)
  })
})
