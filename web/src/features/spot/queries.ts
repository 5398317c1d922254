import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { available, useWalletList, walletKeys } from '@/features/wallet'
import { useFeed } from '@/hooks/useFeed'
import { usePagedList } from '@/hooks/usePagedList'
import { scaleOf } from '@/lib/decimal'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { isInUserRoom } from '@/lib/socket'
import type { ListPage } from '@/lib/types'
import { cancelOrder } from './api/cancelOrder'
import { convert, type ConvertParams } from './api/convert'
import { getConvertFee } from './api/getConvertFee'
import { getConvertList } from './api/getConvertList'
import { getOrders } from './api/getOrders'
import { placeOrder, type PlaceOrderParams } from './api/placeOrder'
import { convertKeys, spotKeys } from './keys'
import { accountFeed } from './live'
import type { SpotOrder } from './types'
import { useToastAndInvalidate } from '@/hooks/useInvalidate'

/** Open orders of the pair shown on the trade screen. */
export const OPEN_ORDERS_LIMIT = 20

/** Without private pushes (socket not in the user's room), open orders are polled this often. */
const POLL_WITHOUT_PUSHES = 10_000

/** Refreshes the user's orders and balances on their private events while the caller is mounted. */
export function useAccountFeed(enabled: boolean): void {
  const client = useQueryClient()
  useFeed(enabled ? accountFeed(client) : null)
}

/** The user's open orders of one pair; kept current by `order` pushes, or polled while they cannot arrive. */
export function useOpenOrders(currencyId: number, legalId: number) {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({
    queryKey: spotKeys.open(currencyId, legalId),
    queryFn: () =>
      getOrders({ currency_id: currencyId, legal_id: legalId, status: 1, page: 1, limit: OPEN_ORDERS_LIMIT }),
    enabled: loggedIn && currencyId > 0 && legalId > 0,
    refetchInterval: () => (isInUserRoom() ? false : POLL_WITHOUT_PUSHES),
  })
}

/** A bare array page read as a ListPage: the list ends at the first empty or short page. */
export function arrayAsListPage<T>(rows: T[], page: number, limit: number): ListPage<T> {
  return { list: Array.isArray(rows) ? rows : [], count: 0, page, limit }
}

/** All of the user's spot orders, open ones or finished ones, page by page. */
export function useOrderList(tab: 'open' | 'history') {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  return usePagedList<SpotOrder>({
    queryKey: spotKeys.orders(lang, tab),
    fetchPage: async (page, limit) =>
      arrayAsListPage(
        await getOrders(tab === 'open' ? { status: 1, page, limit } : { history: 1, page, limit }),
        page,
        limit,
      ),
    enabled: loggedIn,
  })
}

/** Cancels an open order; orders and balances are loaded again. */
export function useCancelOrder() {
  const announce = useToastAndInvalidate(spotKeys.all, walletKeys.list)
  return useMutation({
    mutationFn: (id: number) => cancelOrder(id),
    onSuccess: announce,
  })
}

/** Places an order (`key` places it once); the server's text is shown and orders and balances load again. */
export function usePlaceOrder() {
  const announce = useToastAndInvalidate(spotKeys.all, walletKeys.list)
  return useMutation({
    mutationFn: ({ params, key }: { params: PlaceOrderParams; key: string }) => placeOrder(params, key),
    onSuccess: announce,
  })
}

export interface PairBalances {
  /** Available in the change (spot) account. */
  base: string
  quote: string
  /** Decimals of each asset, read from its balance text (8 when there is none). */
  baseScale: number
  quoteScale: number
}

/** The spot account's available balances of a pair's two assets. */
export function usePairBalances(currencyId: number, legalId: number): PairBalances | null {
  const { data } = useWalletList()
  if (!data) return null
  const rows = data.change_wallet?.balance ?? []
  const row = (id: number) => rows.find((r) => r.currency === id)
  const base = row(currencyId)
  const quote = row(legalId)
  return {
    base: base ? available(base, 'change') : '0',
    quote: quote ? available(quote, 'change') : '0',
    baseScale: scaleOf(base ? available(base, 'change') : undefined),
    quoteScale: scaleOf(quote ? available(quote, 'change') : undefined),
  }
}

/** The assets that can be converted and their balances. */
export function useConvertList() {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({ queryKey: convertKeys.list, queryFn: getConvertList, enabled: loggedIn })
}

/** Prices and fee of converting `from` into `to`. */
export function useConvertFee(from: number, to: number) {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({
    queryKey: convertKeys.fee(from, to),
    queryFn: () => getConvertFee(from, to),
    enabled: loggedIn && from > 0 && to > 0 && from !== to,
    staleTime: 15_000,
    refetchInterval: 30_000,
  })
}

/** Converts between assets (`key` converts once); the server's text is shown and the balances load again. */
export function useConvert() {
  const announce = useToastAndInvalidate(convertKeys.all, walletKeys.all)
  return useMutation({
    mutationFn: ({ params, key }: { params: ConvertParams; key: string }) => convert(params, key),
    onSuccess: announce,
  })
}
