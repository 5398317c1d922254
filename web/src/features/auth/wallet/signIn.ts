import { getWalletChallenge } from '../api/walletChallenge'
import { bindWallet } from '../api/walletBind'
import { walletLogin } from '../api/walletLogin'
import type { TotpChallenge } from '../api/login'
import { startSessionOrChallenge } from '../session'
import { connectedAccount, signWithWallet, type WalletChain, type Wallets } from './connect'

export interface WalletSignInParams {
  wallets: Wallets
  /** The chain the user picked; by default the one wallet present. */
  chain?: WalletChain
  /** An invite code, honoured when the wallet opens an account. */
  extensionCode?: string
}

/**
 * Signs in with a wallet: connects it, asks for a challenge for its address, has the wallet sign the challenge's
 * text and exchanges the signature for a session, stored as a password login stores it; an account with the second
 * factor on answers a challenge instead, returned as `logIn` returns it.
 */
export async function walletLogIn({
  wallets,
  chain,
  extensionCode,
}: WalletSignInParams): Promise<TotpChallenge | null> {
  const account = await connectedAccount(wallets, chain)
  const challenge = await getWalletChallenge({ address: account.address, chain: account.type })
  const signature = await signWithWallet(wallets, account, challenge.text)
  const token = await walletLogin({
    user_string: account.address,
    chain: account.type,
    nonce: challenge.nonce,
    signature,
    extension_code: extensionCode || undefined,
  })
  return startSessionOrChallenge(token)
}

/** Links a wallet to the signed-in account with a signed `purpose=bind` challenge; answers the server's text. */
export async function linkWallet({ wallets, chain }: Omit<WalletSignInParams, 'extensionCode'>): Promise<string> {
  const account = await connectedAccount(wallets, chain)
  const challenge = await getWalletChallenge({ address: account.address, chain: account.type, purpose: 'bind' })
  const signature = await signWithWallet(wallets, account, challenge.text)
  return bindWallet({ address: account.address, chain: account.type, nonce: challenge.nonce, signature })
}
