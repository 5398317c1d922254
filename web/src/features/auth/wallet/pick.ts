import { ActionSheet } from 'antd-mobile'
import { t } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { CHAIN_NAMES, WalletError, type WalletChain } from './connect'

/**
 * The chain to use: the only one offered, else the user's choice in a sheet (null when the sheet is closed without
 * one); undefined when none is offered, so that connecting answers why.
 */
export function pickChain(chains: readonly WalletChain[]): Promise<WalletChain | undefined | null> {
  if (chains.length < 2) return Promise.resolve(chains[0])
  return new Promise((done) => {
    let picked: WalletChain | null = null
    ActionSheet.show({
      extra: t('auth_wallet.choose_chain'),
      actions: chains.map((chain) => ({ key: chain, text: CHAIN_NAMES[chain] })),
      cancelText: t('common.cancel'),
      closeOnAction: true,
      onAction: (action) => {
        picked = action.key as WalletChain
      },
      onClose: () => done(picked),
    })
  })
}

/** Shows why a wallet step stopped; the request wrapper has already shown a server's refusal. */
export function showWalletError(error: unknown): void {
  if (error instanceof WalletError) toast.show(error.message)
}
