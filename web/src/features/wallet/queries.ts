import { useQuery } from '@tanstack/react-query'
import { usePagedList } from '@/features/content/paging'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import type { ListPage } from '@/lib/types'
import { getBill } from './api/getBill'
import { getDepositLog } from './api/getDepositLog'
import { getTransferHistory } from './api/getTransferHistory'
import { getWalletList } from './api/getWalletList'
import { getWithdrawList } from './api/getWithdrawList'
import type { DataPage, DepositItem, LedgerLine, Pager, WithdrawalItem } from './types'

/** Private queries live under `user`, so logging out drops them and message pushes refresh them. */
export const walletKeys = {
  all: ['user', 'wallet'] as const,
  list: ['user', 'wallet', 'list'] as const,
  bill: (lang: string, currency: number, type: string) => ['user', 'wallet', 'bill', lang, currency, type] as const,
  withdrawals: (lang: string) => ['user', 'wallet', 'withdrawals', lang] as const,
  deposits: (lang: string) => ['user', 'wallet', 'deposits', lang] as const,
  transfers: (lang: string) => ['user', 'wallet', 'transfers', lang] as const,
}

export function useWalletList() {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({ queryKey: walletKeys.list, queryFn: getWalletList, enabled: loggedIn })
}

export function useBill(currency: number, type: string) {
  const lang = useSession((s) => s.lang)
  return usePagedList<LedgerLine>({
    queryKey: walletKeys.bill(lang, currency, type),
    fetchPage: (page, limit) => getBill({ currency: currency || undefined, type: type || undefined, page, limit }),
  })
}

function asListPage<T>(page: DataPage<T>, limit: number): ListPage<T> {
  return { list: page.data, count: page.total, page: page.page, limit }
}

/** A Pager read as a ListPage; the shared paging stops once `total` rows are loaded. */
export function pagerAsListPage<T>(pager: Pager<T>, limit: number): ListPage<T> {
  return { list: Array.isArray(pager.data) ? pager.data : [], count: pager.total, page: pager.current_page, limit }
}

export function useTransferHistory() {
  const lang = useSession((s) => s.lang)
  return usePagedList<LedgerLine>({
    queryKey: walletKeys.transfers(lang),
    fetchPage: async (page, limit) => pagerAsListPage(await getTransferHistory(page, limit), limit),
  })
}

export function useWithdrawals() {
  const lang = useSession((s) => s.lang)
  return usePagedList<WithdrawalItem>({
    queryKey: walletKeys.withdrawals(lang),
    fetchPage: async (page, limit) => asListPage(await getWithdrawList(page, limit), limit),
  })
}

export function useDeposits() {
  const lang = useSession((s) => s.lang)
  return usePagedList<DepositItem>({
    queryKey: walletKeys.deposits(lang),
    fetchPage: async (page, limit) => asListPage(await getDepositLog(page, limit), limit),
  })
}
