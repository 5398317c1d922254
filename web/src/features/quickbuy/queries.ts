import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { pagerAsListPage, walletKeys } from '@/features/wallet'
import { usePagedList } from '@/hooks/usePagedList'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { cancelOrder } from './api/cancelOrder'
import { createOrder } from './api/createOrder'
import { getConfig } from './api/getConfig'
import { getOrder } from './api/getOrder'
import { getOrders } from './api/getOrders'
import { quote } from './api/quote'
import { submitVoucher } from './api/submitVoucher'
import { quickbuyKeys } from './keys'
import { ORDER_REVIEW, ORDER_TO_PAY, type QuickOrderView, type QuickPayer, type QuickQuoteInput } from './types'
import { useInvalidate } from '@/hooks/useInvalidate'

/** How often an open order is read again, so that a confirmation by finance or the provider shows by itself. */
export const ORDER_REFRESH = 5_000

/** The countries, coins with their prices and rules, in the interface language. */
export function useQuickBuyConfig() {
  const lang = useSession((s) => s.lang)
  return useQuery({ queryKey: quickbuyKeys.config(lang), queryFn: getConfig, staleTime: 10_000 })
}

/** Locks a price for an amount. */
export function useQuote() {
  return useMutation({ mutationFn: (params: QuickQuoteInput) => quote(params) })
}

/** Opens an order at a quote's price. */
export function useCreateOrder() {
  const refresh = useInvalidate(quickbuyKeys.ordersAll)
  return useMutation({
    mutationFn: ({ quoteId, payer, key }: { quoteId: number; payer: QuickPayer; key: string }) =>
      createOrder(quoteId, payer, key),
    onSuccess: refresh,
  })
}

const isOpen = (order: QuickOrderView | undefined) =>
  order !== undefined && (order.status === ORDER_TO_PAY || order.status === ORDER_REVIEW)

/** One of the caller's orders, read again every 5 s while it is to be paid or under review. */
export function useOrder(id: number) {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  const client = useQueryClient()
  return useQuery({
    queryKey: quickbuyKeys.order(id, lang),
    queryFn: async () => {
      const order = await getOrder(id)
      // Coins arrive in the change account once the order is paid.
      if (order.status !== ORDER_TO_PAY && order.status !== ORDER_REVIEW) {
        void client.invalidateQueries({ queryKey: walletKeys.list })
      }
      return order
    },
    enabled: loggedIn && id > 0,
    refetchInterval: (query) => (isOpen(query.state.data) ? ORDER_REFRESH : false),
  })
}

/** The caller's orders, newest first, page by page. */
export function useOrders() {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  return usePagedList<QuickOrderView>({
    queryKey: quickbuyKeys.orders(lang),
    fetchPage: async (page, limit) => pagerAsListPage(await getOrders(page, limit), limit),
    enabled: loggedIn,
  })
}

/** After an order call: the order and the list reload, whether it went through or was refused. */
function useRefreshOrders() {
  return useInvalidate(quickbuyKeys.orderAll, quickbuyKeys.ordersAll)
}

/** Attaches a transfer's voucher; the order goes under review. */
export function useSubmitVoucher() {
  const refresh = useRefreshOrders()
  return useMutation({
    mutationFn: ({ id, voucher }: { id: number; voucher: string }) => submitVoucher(id, voucher),
    onSuccess: refresh,
    onError: refresh,
  })
}

/** Cancels an order still to be paid. */
export function useCancelOrder() {
  const refresh = useRefreshOrders()
  return useMutation({ mutationFn: (id: number) => cancelOrder(id), onSuccess: refresh, onError: refresh })
}
