import { useQuery } from '@tanstack/react-query'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { getCashInfo } from './api/getCashInfo'
import { getCashInternational } from './api/getCashInternational'
import { getDepositAddress } from './api/getDepositAddress'
import { getPaymentCoins } from './api/getPaymentCoins'
import { getWalletList } from './api/getWalletList'
import { getWithdrawInfo } from './api/getWithdrawInfo'
import { walletKeys } from './keys'

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
