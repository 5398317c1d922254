import { beforeAll, describe, expect, it, vi } from 'vitest'
import { loadBundle } from '@/lib/i18n'
import {
  connectWallet,
  findWallets,
  signWithWallet,
  utf8Hex,
  walletChains,
  WalletError,
  type Eip1193Provider,
  type TronLink,
  type TronWeb,
  type WalletWindow,
} from './connect'
import zh from './locales/zh.json'
import { WALLET_STRINGS } from './strings'

const ADDRESS = '0x9d8a62f656a8d1615c1294fd71e9cfb3e4855a4f'
const TRON_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'

beforeAll(async () => {
  await loadBundle('auth_wallet', WALLET_STRINGS)
})

/** An EIP-1193 provider that answers `eth_requestAccounts` with `accounts` and `personal_sign` with `sign`. */
function ethereum(accounts: string[], sign: (params: unknown[]) => Promise<unknown> = async () => '0xsig') {
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown[] }) => {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return accounts
    if (method === 'personal_sign') return sign(params ?? [])
    throw Object.assign(new Error('unsupported'), { code: 4200 })
  })
  return { request } satisfies Eip1193Provider
}

/** A window of its own for each test: an event target that can carry the wallets' globals. */
function fakeWindow(globals: Partial<Pick<WalletWindow, 'ethereum' | 'tronLink' | 'tronWeb'>> = {}): WalletWindow {
  return Object.assign(new EventTarget(), globals) as unknown as WalletWindow
}

/** A wallet that answers EIP-6963's request for providers with an announcement. */
function announce(target: WalletWindow, provider: Eip1193Provider): void {
  target.addEventListener('eip6963:requestProvider', () => {
    const info = { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'Test Wallet', icon: '', rdns: 'test.wallet' }
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  })
}

function tronWeb(address: string, sign: (text: string) => Promise<string> = async () => '0xtronsig'): TronWeb {
  return { defaultAddress: { base58: address }, trx: { signMessageV2: vi.fn(sign) } }
}

describe('finding and connecting browser wallets', () => {
  it('prefers a provider announced by EIP-6963 over window.ethereum', async () => {
    const announced = ethereum([ADDRESS])
    const injected = ethereum(['0x0000000000000000000000000000000000000001'])
    const target = fakeWindow({ ethereum: injected })
    announce(target, announced)

    const wallets = await findWallets(target, 10)
    const connection = await connectWallet(wallets)

    expect(wallets.ethereum).toBe(announced)
    expect(connection).toEqual({ code: 200, msg: '', data: { type: 'ETH', address: ADDRESS } })
    expect(injected.request).not.toHaveBeenCalled()
  })

  it('falls back to window.ethereum when no wallet announces itself', async () => {
    const injected = ethereum([ADDRESS])
    const wallets = await findWallets(fakeWindow({ ethereum: injected }), 10)

    expect(walletChains(wallets)).toEqual(['ETH'])
    expect(await connectWallet(wallets)).toEqual({ code: 200, msg: '', data: { type: 'ETH', address: ADDRESS } })
    expect(injected.request).toHaveBeenCalledWith({ method: 'eth_requestAccounts' })
  })

  it('connects TronLink, asking for its accounts, then reading the address tronWeb holds', async () => {
    const web = tronWeb(TRON_ADDRESS)
    const tronLink: TronLink = { request: vi.fn(async () => ({ code: 200, message: 'ok' })), tronWeb: web }
    const wallets = await findWallets(fakeWindow({ tronLink }), 10)

    expect(walletChains(wallets)).toEqual(['TRON'])
    expect(await connectWallet(wallets)).toEqual({ code: 200, msg: '', data: { type: 'TRON', address: TRON_ADDRESS } })
    expect(tronLink.request).toHaveBeenCalledWith({ method: 'tron_requestAccounts' })
  })

  it('connects a bare window.tronWeb and signs with signMessageV2', async () => {
    const web = tronWeb(TRON_ADDRESS)
    const wallets = await findWallets(fakeWindow({ tronWeb: web }), 10)
    const connection = await connectWallet(wallets, 'TRON')

    expect(connection.data).toEqual({ type: 'TRON', address: TRON_ADDRESS })
    expect(await signWithWallet(wallets, connection.data!, 'sign me')).toBe('0xtronsig')
    expect(web.trx.signMessageV2).toHaveBeenCalledWith('sign me')
  })

  it('lists both chains when both kinds of wallet are present, Ethereum first', async () => {
    const wallets = await findWallets(fakeWindow({ tronWeb: tronWeb(TRON_ADDRESS), ethereum: ethereum([ADDRESS]) }), 10)

    expect(walletChains(wallets)).toEqual(['ETH', 'TRON'])
    expect((await connectWallet(wallets, 'TRON')).data).toEqual({ type: 'TRON', address: TRON_ADDRESS })
  })

  it('answers code 500 with the install-the-extension text when there is no wallet', async () => {
    const wallets = await findWallets(fakeWindow(), 10)

    expect(walletChains(wallets)).toEqual([])
    expect(await connectWallet(wallets)).toEqual({ code: 500, msg: zh.install, data: null })
    expect(await connectWallet(wallets, 'TRON')).toEqual({ code: 500, msg: zh.install, data: null })
  })

  it('answers code 500 with the install-the-extension text when a locked wallet gives no account', async () => {
    const locked: TronLink = { request: vi.fn(async () => ''), tronWeb: { trx: tronWeb('').trx } }
    expect(await connectWallet(await findWallets(fakeWindow({ ethereum: ethereum([]) }), 10))).toEqual({
      code: 500,
      msg: zh.install,
      data: null,
    })
    expect(await connectWallet(await findWallets(fakeWindow({ tronLink: locked }), 10))).toEqual({
      code: 500,
      msg: zh.install,
      data: null,
    })
  })

  it('answers code 500 with a cancelled text when the user refuses to connect', async () => {
    const refusing: Eip1193Provider = {
      request: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    }
    const connection = await connectWallet(await findWallets(fakeWindow({ ethereum: refusing }), 10))

    expect(connection).toEqual({ code: 500, msg: zh.connect_cancelled, data: null })
  })
})

describe('signing the challenge', () => {
  it('hex-encodes the UTF-8 bytes of the text for personal_sign and sends the address after it', async () => {
    const provider = ethereum([ADDRESS], async () => '0xabc')
    const wallets = await findWallets(fakeWindow({ ethereum: provider }), 10)
    const text = 'host wants you to sign in:\nNonce: 1 ü'

    expect(await signWithWallet(wallets, { type: 'ETH', address: ADDRESS }, text)).toBe('0xabc')
    expect(provider.request).toHaveBeenCalledWith({
      method: 'personal_sign',
      params: ['0x686f73742077616e747320796f7520746f207369676e20696e3a0a4e6f6e63653a203120c3bc', ADDRESS],
    })
    expect(utf8Hex('')).toBe('0x')
  })

  it('turns the user refusing to sign (EIP-1193 code 4001) into a cancelled error with its text', async () => {
    const refusing = ethereum([ADDRESS], async () => {
      throw Object.assign(new Error('User denied message signature.'), { code: 4001 })
    })
    const wallets = await findWallets(fakeWindow({ ethereum: refusing }), 10)
    const signing = signWithWallet(wallets, { type: 'ETH', address: ADDRESS }, 'text')

    await expect(signing).rejects.toBeInstanceOf(WalletError)
    await expect(signing).rejects.toMatchObject({ kind: 'cancelled', message: zh.sign_cancelled })
  })

  it('turns TronLink declining to sign into a cancelled error', async () => {
    const web = tronWeb(TRON_ADDRESS, () => Promise.reject('Confirmation declined by user'))
    const wallets = await findWallets(fakeWindow({ tronWeb: web }), 10)
    const signing = signWithWallet(wallets, { type: 'TRON', address: TRON_ADDRESS }, 'text')

    await expect(signing).rejects.toMatchObject({ kind: 'cancelled', message: zh.sign_cancelled })
  })

  it('reports any other wallet failure, or no signature at all, as a failed signature', async () => {
    const broken = ethereum([ADDRESS], async () => {
      throw Object.assign(new Error('Internal error'), { code: -32603 })
    })
    const silent = ethereum([ADDRESS], async () => null)
    const account = { type: 'ETH', address: ADDRESS } as const

    await expect(
      signWithWallet(await findWallets(fakeWindow({ ethereum: broken }), 10), account, 'x'),
    ).rejects.toMatchObject({
      kind: 'failed',
      message: zh.sign_failed,
    })
    await expect(
      signWithWallet(await findWallets(fakeWindow({ ethereum: silent }), 10), account, 'x'),
    ).rejects.toMatchObject({
      kind: 'failed',
    })
  })
})
