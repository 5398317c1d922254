import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query'
import { useWalletList, walletKeys } from '@/features/wallet'
import { PAGE_LIMIT } from '@/hooks/usePagedList'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { addCollateral } from './api/addCollateral'
import { apply } from './api/apply'
import { cancel } from './api/cancel'
import { getEligibility } from './api/getEligibility'
import { getLoans } from './api/getLoans'
import { repay } from './api/repay'
import { loansKeys } from './keys'
import { loanPage, nextLoanPage, statusParam } from './list'
import type { LoanApplyInput, LoanFilter, LoanView } from './types'
import { useInvalidate } from '@/hooks/useInvalidate'

export { useLoanConfig } from './config'

/** How often the caller's loans are read again while the list shows, so that their risk rates stay live. */
export const LIST_REFRESH = 5_000

/** Whether an operator has granted the caller borrowing. */
export function useEligibility() {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({ queryKey: loansKeys.eligibility, queryFn: getEligibility, enabled: loggedIn })
}

/** The caller's applications and loans of a filter, newest first, page by page, read again every 5 s. */
export function useLoans(filter: LoanFilter) {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  const query = useInfiniteQuery({
    queryKey: loansKeys.list(lang, filter),
    queryFn: async ({ pageParam }) =>
      loanPage(await getLoans(pageParam, PAGE_LIMIT, statusParam(filter)), filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => nextLoanPage(last, all, PAGE_LIMIT),
    enabled: loggedIn,
    refetchInterval: LIST_REFRESH,
  })
  const items: LoanView[] = query.data?.pages.flatMap((page) => page.list) ?? []
  return { ...query, items }
}

/** What the caller has available of an asset in the change account, which collateral and repayments come from. */
export function useChangeBalance(currencyId: number | undefined): string | undefined {
  const wallet = useWalletList()
  if (!wallet.data || currencyId === undefined) return undefined
  const row = wallet.data.change_wallet.balance.find((r) => r.currency === currencyId)
  return row?.change_balance ?? '0'
}

/** After a loan call: the loans, the eligibility, the offers (what can be lent) and the balances reload. */
function useRefreshAfterLoanCall() {
  return useInvalidate(loansKeys.listAll, loansKeys.eligibility, loansKeys.configAll, walletKeys.list)
}

/** Applies for a loan, pledging the collateral; also after a refusal, since terms, prices or balances may have moved. */
export function useApply() {
  const refresh = useRefreshAfterLoanCall()
  return useMutation({
    mutationFn: ({ params, key }: { params: LoanApplyInput; key: string }) => apply(params, key),
    onSuccess: refresh,
    onError: refresh,
  })
}

/** Withdraws a pending application; the collateral returns. */
export function useCancel() {
  const refresh = useRefreshAfterLoanCall()
  return useMutation({ mutationFn: (id: number) => cancel(id), onSuccess: refresh, onError: refresh })
}

/** Repays a loan with its interest; the collateral returns. */
export function useRepay() {
  const refresh = useRefreshAfterLoanCall()
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) => repay(id, key),
    onSuccess: refresh,
    onError: refresh,
  })
}

/** Pledges more collateral to a loan. */
export function useAddCollateral() {
  const refresh = useRefreshAfterLoanCall()
  return useMutation({
    mutationFn: ({ id, amount, key }: { id: number; amount: string; key: string }) => addCollateral(id, amount, key),
    onSuccess: refresh,
    onError: refresh,
  })
}
