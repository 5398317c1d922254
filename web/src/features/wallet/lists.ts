import { usePagedList } from '@/hooks/usePagedList'
import { useSession } from '@/lib/session'
import type { ListPage } from '@/lib/types'
import { getAddresses, type SavedAddress } from './api/getAddresses'
import { getBill } from './api/getBill'
import { getDepositLog } from './api/getDepositLog'
import { getTransferHistory } from './api/getTransferHistory'
import { getWithdrawList } from './api/getWithdrawList'
import { hasPayoutUnderway, POLL_CONFIRMING } from './chain'
import { walletKeys } from './keys'
import type { DataPage, DepositItem, LedgerLine, Pager, WithdrawalItem } from './types'

/* The wallet's paged lists: the bill, moves between accounts, withdrawals, deposits and the address book. */

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

/** The user's withdrawals, read again while one paid from the hot address is waiting for its signature or
 * confirming on chain. */
export function useWithdrawals() {
  const lang = useSession((s) => s.lang)
  return usePagedList<WithdrawalItem>({
    queryKey: walletKeys.withdrawals(lang),
    fetchPage: async (page, limit) => asListPage(await getWithdrawList(page, limit), limit),
    refetchInterval: (items) => (hasPayoutUnderway(items) ? POLL_CONFIRMING : false),
  })
}

export function useDeposits() {
  const lang = useSession((s) => s.lang)
  return usePagedList<DepositItem>({
    queryKey: walletKeys.deposits(lang),
    fetchPage: async (page, limit) => asListPage(await getDepositLog(page, limit), limit),
  })
}

/** The address book: saved withdrawal addresses, page by page. */
export function useAddresses() {
  return usePagedList<SavedAddress>({
    queryKey: walletKeys.addresses,
    fetchPage: async (page, limit) => {
      const found = await getAddresses(page, limit)
      return { list: found.data, count: found.total, page: found.page, limit }
    },
  })
}
