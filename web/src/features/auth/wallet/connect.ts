import { t } from '@/lib/i18n'

/**
 * The browser wallets a page can reach: an Ethereum wallet announced by EIP-6963 (else the EIP-1193 `window.ethereum`
 * older extensions inject) and TronLink (`window.tronLink`, `window.tronWeb`). API-CONTRACT §5.2 "Browser wallet
 * connect" describes what connecting answers.
 */

export type WalletChain = 'ETH' | 'TRON'

export const WALLET_CHAINS: readonly WalletChain[] = ['ETH', 'TRON']

/** How a chain is named to the user. */
export const CHAIN_NAMES: Record<WalletChain, string> = { ETH: 'Ethereum', TRON: 'TRON' }

/** The name of a chain the server names (`ETH`, `TRON`), or the server's name for one the app does not know. */
export function chainName(chain: string): string {
  return CHAIN_NAMES[chain as WalletChain] ?? chain
}

/** An EIP-1193 provider, as far as signing in needs one. */
export interface Eip1193Provider {
  request: (args: { method: string; params?: unknown[] }) => Promise<unknown>
}

export interface TronWeb {
  defaultAddress?: { base58?: string | false }
  trx: { signMessageV2: (message: string) => Promise<string> }
}

export interface TronLink {
  request: (args: { method: string }) => Promise<unknown>
  tronWeb?: TronWeb | false
}

/** What a wallet extension may have put on `window`. */
export type WalletWindow = Window & {
  ethereum?: unknown
  tronLink?: TronLink
  tronWeb?: TronWeb | false
}

export interface Wallets {
  ethereum: Eip1193Provider | null
  /** TronLink's objects; `tronWeb` is read again when needed, since TronLink sets it once the user connects. */
  tron: { tronLink: TronLink | null; window: WalletWindow } | null
}

export interface WalletAccount {
  type: WalletChain
  address: string
}

/** The contract's answer: 200 with the account, or 500 with the text the page shows. */
export type WalletConnection = { code: 200; msg: ''; data: WalletAccount } | { code: 500; msg: string; data: null }

/** Why a wallet step stopped: no wallet (or none connected), the user said no, or the wallet failed. */
export type WalletErrorKind = 'unavailable' | 'cancelled' | 'failed'

/** A wallet step that stopped; `message` is the localized text to show. */
export class WalletError extends Error {
  readonly kind: WalletErrorKind

  constructor(kind: WalletErrorKind, message: string) {
    super(message)
    this.name = 'WalletError'
    this.kind = kind
  }
}

/** How long to wait for EIP-6963 announcements when none came at once. */
export const DISCOVERY_MS = 150

function isEip1193(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function'
}

/** Finds the injected wallets: EIP-6963 announcements first, else `window.ethereum`; TronLink by its globals. */
export async function findWallets(target: WalletWindow = window, wait = DISCOVERY_MS): Promise<Wallets> {
  const announced: Eip1193Provider[] = []
  const onAnnounce = (event: Event) => {
    const provider: unknown = (event as CustomEvent<{ provider?: unknown } | undefined>).detail?.provider
    if (isEip1193(provider) && !announced.includes(provider)) announced.push(provider)
  }
  target.addEventListener('eip6963:announceProvider', onAnnounce)
  try {
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    // Wallets answer the request at once; a late one still gets a short moment.
    if (announced.length === 0) await new Promise((done) => setTimeout(done, wait))
  } finally {
    target.removeEventListener('eip6963:announceProvider', onAnnounce)
  }
  const ethereum = announced[0] ?? (isEip1193(target.ethereum) ? target.ethereum : null)
  const tronLink = isEip1193(target.tronLink) ? target.tronLink : null
  const tron = tronLink || target.tronWeb ? { tronLink, window: target } : null
  return { ethereum, tron }
}

/** The chains that have a wallet, Ethereum first. */
export function walletChains(wallets: Wallets): WalletChain[] {
  return WALLET_CHAINS.filter((chain) => (chain === 'ETH' ? wallets.ethereum : wallets.tron) !== null)
}

/** An EIP-1193 user rejection (4001), or TronLink's words for one. */
export function isRejection(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 4001) return true
  const text = typeof error === 'string' ? error : error instanceof Error ? error.message : ''
  return /declined|rejected|denied|cancel/i.test(text)
}

function tronWebOf(tron: NonNullable<Wallets['tron']>): TronWeb | null {
  return tron.tronLink?.tronWeb || tron.window.tronWeb || null
}

function firstAccount(accounts: unknown): string | null {
  const first: unknown = Array.isArray(accounts) ? accounts[0] : null
  return typeof first === 'string' && first !== '' ? first : null
}

async function tronAccount(tron: NonNullable<Wallets['tron']>): Promise<string | null> {
  if (tron.tronLink) {
    // TronLink answers `{code: 200}` once connected, `{code: 4001}` when the user refuses, and nothing when locked.
    const answer = await tron.tronLink.request({ method: 'tron_requestAccounts' })
    if (typeof answer === 'object' && answer !== null && (answer as { code?: unknown }).code === 4001) {
      throw answer
    }
  }
  const address = tronWebOf(tron)?.defaultAddress?.base58
  return typeof address === 'string' && address !== '' ? address : null
}

/**
 * Asks the wallet of `chain` (by default Ethereum's if there is one, else TRON's) for its account. Answers 500 with
 * the text to show when there is no such wallet, it gives no account (locked) or the user refuses.
 */
export async function connectWallet(wallets: Wallets, chain?: WalletChain): Promise<WalletConnection> {
  const wanted = chain ?? walletChains(wallets)[0]
  try {
    let address: string | null = null
    if (wanted === 'ETH' && wallets.ethereum) {
      address = firstAccount(await wallets.ethereum.request({ method: 'eth_requestAccounts' }))
    } else if (wanted === 'TRON' && wallets.tron) {
      address = await tronAccount(wallets.tron)
    }
    if (wanted && address) return { code: 200, msg: '', data: { type: wanted, address } }
  } catch (error) {
    if (isRejection(error)) return { code: 500, msg: t('auth_wallet.connect_cancelled'), data: null }
  }
  return { code: 500, msg: t('auth_wallet.install'), data: null }
}

/** `0x` and the hex of the text's UTF-8 bytes, as `personal_sign` takes its message. */
export function utf8Hex(text: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/**
 * Has the wallet sign `text` exactly: Ethereum by `personal_sign` (EIP-191), TRON by `signMessageV2`. Answers the
 * hex signature; throws a {@link WalletError}, `cancelled` when the user refuses.
 */
export async function signWithWallet(wallets: Wallets, account: WalletAccount, text: string): Promise<string> {
  let signature: unknown
  try {
    if (account.type === 'ETH' && wallets.ethereum) {
      signature = await wallets.ethereum.request({ method: 'personal_sign', params: [utf8Hex(text), account.address] })
    } else if (account.type === 'TRON' && wallets.tron) {
      signature = await tronWebOf(wallets.tron)?.trx.signMessageV2(text)
    }
  } catch (error) {
    if (isRejection(error)) throw new WalletError('cancelled', t('auth_wallet.sign_cancelled'))
    throw new WalletError('failed', t('auth_wallet.sign_failed'))
  }
  if (typeof signature !== 'string' || signature === '') {
    throw new WalletError('failed', t('auth_wallet.sign_failed'))
  }
  return signature
}

/** Connects the wallet of `chain`, or throws the connection's text as an `unavailable` {@link WalletError}. */
export async function connectedAccount(wallets: Wallets, chain?: WalletChain): Promise<WalletAccount> {
  const connection = await connectWallet(wallets, chain)
  if (connection.code !== 200) throw new WalletError('unavailable', connection.msg)
  return connection.data
}
