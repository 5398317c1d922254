import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useFeed } from '@/hooks/useFeed'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { isInUserRoom } from '@/lib/socket'
import { getChainDeposits } from './api/getChainDeposits'
import { getCashInfo } from './api/getCashInfo'
import { getCashInternational } from './api/getCashInternational'
import { getDepositAddress } from './api/getDepositAddress'
import { getPaymentCoins } from './api/getPaymentCoins'
import { getWalletList } from './api/getWalletList'
import { getWithdrawInfo } from './api/getWithdrawInfo'
import { anyWatched, hasConfirming, POLL_CONFIRMING } from './chain'
import { walletKeys } from './keys'
import { depositFeed } from './live'

export function useWalletList() {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({ queryKey: walletKeys.list, queryFn: getWalletList, enabled: loggedIn })
}

/** The coins deposits and withdrawals are open for, each with its networks. */
export function usePaymentCoins() {
  return useQuery({ queryKey: walletKeys.coins, queryFn: getPaymentCoins })
}

/** The deposit address of an asset: one, or one per network. */
export function useDepositAddress(currency: number) {
  return useQuery({
    queryKey: walletKeys.address(currency),
    queryFn: () => getDepositAddress(currency),
    retry: false,
  })
}

/** Without private pushes (socket not in the user's room), a watched asset's sightings are polled this often. */
const POLL_WITHOUT_PUSHES = 10_000

/**
 * The asset's deposit terms per network and the user's transfers seen on chain (status texts in the interface
 * language), kept current by `deposit` pushes and read again while one is confirming.
 */
export function useChainDeposits(currency: number) {
  const client = useQueryClient()
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  useFeed(loggedIn ? depositFeed(client) : null)
  return useQuery({
    queryKey: walletKeys.chainDeposits(lang, currency),
    queryFn: () => getChainDeposits(currency),
    enabled: loggedIn,
    retry: false,
    refetchInterval: (query) => {
      if (hasConfirming(query.state.data)) return POLL_CONFIRMING
      return !isInUserRoom() && anyWatched(query.state.data) ? POLL_WITHOUT_PUSHES : false
    },
  })
}

/** Minimum, fee, networks and the 24-hour limit for withdrawing an asset. */
export function useWithdrawInfo(currency: number) {
  return useQuery({
    queryKey: walletKeys.withdrawInfo(currency),
    queryFn: () => getWithdrawInfo(currency),
    retry: false,
  })
}

/** The domestic bank card. */
export function useBankCard() {
  return useQuery({ queryKey: walletKeys.bank, queryFn: getCashInfo })
}

/** The international card: its field labels (in the interface language) and saved values. */
export function useInternationalCard() {
  const lang = useSession((s) => s.lang)
  return useQuery({ queryKey: walletKeys.bankInternational(lang), queryFn: getCashInternational })
}
