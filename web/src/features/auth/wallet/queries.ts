import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unbindWallet } from '../api/walletUnbind'
import { getWalletLinks } from '../api/walletLinks'
import { authKeys } from '../keys'
import type { WalletChain } from './connect'
import { linkWallet, walletLogIn } from './signIn'

/** Signs in with a browser wallet. */
export function useWalletLogIn() {
  return useMutation({ mutationFn: walletLogIn })
}

/** The wallets linked to the signed-in account. */
export function useWalletLinks() {
  return useQuery({ queryKey: authKeys.walletLinks, queryFn: getWalletLinks })
}

/** Links a browser wallet to the signed-in account. */
export function useLinkWallet() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: linkWallet,
    onSettled: () => client.invalidateQueries({ queryKey: authKeys.walletLinks }),
  })
}

/** Unlinks the account's wallet of a chain. */
export function useUnlinkWallet() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (chain: WalletChain) => unbindWallet({ chain }),
    onSettled: () => client.invalidateQueries({ queryKey: authKeys.walletLinks }),
  })
}
