import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { changeWallet, type ChangeParams } from './api/changeWallet'
import { chargeReq, type DepositClaimParams } from './api/chargeReq'
import type { DomesticCard } from './api/getCashInfo'
import { saveAddress, type SaveAddressParams } from './api/saveAddress'
import { saveCash } from './api/saveCash'
import { saveCashInternational } from './api/saveCashInternational'
import { withdraw, type WithdrawParams } from './api/withdraw'
import { walletKeys } from './keys'

/** Shows the server's text and loads every balance and record of the wallet again. */
function useMovedMoney() {
  const client = useQueryClient()
  return (text: string) => {
    toast.success(text)
    void client.invalidateQueries({ queryKey: walletKeys.all })
  }
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
  const client = useQueryClient()
  return useMutation({
    mutationFn: (params: SaveAddressParams) => saveAddress(params),
    onSuccess: (text) => {
      toast.success(text)
      void client.invalidateQueries({ queryKey: walletKeys.addresses })
    },
  })
}

/** Saves the domestic bank card, which is loaded again. */
export function useSaveBankCard() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (card: Partial<DomesticCard>) => saveCash(card),
    onSuccess: (text) => {
      toast.success(text)
      void client.invalidateQueries({ queryKey: walletKeys.bank })
    },
  })
}

/** Saves the international card, one value per field; the card is loaded again. */
export function useSaveInternationalCard() {
  const client = useQueryClient()
  const lang = useSession((s) => s.lang)
  return useMutation({
    mutationFn: (values: string[]) => saveCashInternational(values),
    onSuccess: (text) => {
      toast.success(text)
      void client.invalidateQueries({ queryKey: walletKeys.bankInternational(lang) })
    },
  })
}
