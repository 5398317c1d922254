import { useMutation } from '@tanstack/react-query'
import { useSession } from '@/lib/session'
import { changeWallet, type ChangeParams } from './api/changeWallet'
import { chargeReq, type DepositClaimParams } from './api/chargeReq'
import type { DomesticCard } from './api/getCashInfo'
import { saveAddress, type SaveAddressParams } from './api/saveAddress'
import { saveCash } from './api/saveCash'
import { saveCashInternational } from './api/saveCashInternational'
import { withdraw, type WithdrawParams } from './api/withdraw'
import { walletKeys } from './keys'
import { useToastAndInvalidate } from '@/hooks/useInvalidate'

/** Shows the server's text and loads every balance and record of the wallet again. */
function useMovedMoney() {
  return useToastAndInvalidate(walletKeys.all)
}

/** Moves funds between the user's own accounts; `key` moves them once. */
export function useTransferFunds() {
  const moved = useMovedMoney()
  return useMutation({
    mutationFn: ({ params, key }: { params: ChangeParams; key: string }) => changeWallet(params, key),
    onSuccess: moved,
  })
}

/** Files a deposit claim; `key` files it once. */
export function useDepositClaim() {
  const moved = useMovedMoney()
  return useMutation({
    mutationFn: ({ params, key }: { params: DepositClaimParams; key: string }) => chargeReq(params, key),
    onSuccess: moved,
  })
}

/** Requests a withdrawal; `key` requests it once. */
export function useWithdraw() {
  const moved = useMovedMoney()
  return useMutation({
    mutationFn: ({ params, key }: { params: WithdrawParams; key: string }) => withdraw(params, key),
    onSuccess: moved,
  })
}

/** Saves an address to the book, which is loaded again. */
export function useSaveAddress() {
  const announce = useToastAndInvalidate(walletKeys.addresses)
  return useMutation({
    mutationFn: (params: SaveAddressParams) => saveAddress(params),
    onSuccess: announce,
  })
}

/** Saves the domestic bank card, which is loaded again. */
export function useSaveBankCard() {
  const announce = useToastAndInvalidate(walletKeys.bank)
  return useMutation({
    mutationFn: (card: Partial<DomesticCard>) => saveCash(card),
    onSuccess: announce,
  })
}

/** Saves the international card, one value per field; the card is loaded again. */
export function useSaveInternationalCard() {
  const lang = useSession((s) => s.lang)
  const announce = useToastAndInvalidate(walletKeys.bankInternational(lang))
  return useMutation({
    mutationFn: (values: string[]) => saveCashInternational(values),
    onSuccess: announce,
  })
}
