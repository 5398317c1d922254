import { useMutation, useQuery } from '@tanstack/react-query'
import { useWalletList, walletKeys } from '@/features/wallet'
import { usePagedList } from '@/hooks/usePagedList'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { deposit } from './api/deposit'
import { getOrders } from './api/getOrders'
import { getProducts } from './api/getProducts'
import { getProjectDetail } from './api/getProjectDetail'
import { getProjects } from './api/getProjects'
import { getSubscriptions } from './api/getSubscriptions'
import { buyDual } from './api/buyDual'
import { getDualOrders } from './api/getDualOrders'
import { getDualProduct } from './api/getDualProduct'
import { getDualProducts } from './api/getDualProducts'
import { redeem } from './api/redeem'
import { subscribe } from './api/subscribe'
import { earnKeys } from './keys'
import type { DualOrder, IeoOrderInput, IeoSubscription, LockDepositInput, LockOrder } from './types'
import { useInvalidate } from '@/hooks/useInvalidate'

/** Rows asked per page when every position is summed. */
const SUMMARY_LIMIT = 50

/** At most this many pages are summed (2,500 positions). */
const SUMMARY_PAGES = 50

/** The lock-mining products on sale, in the interface language. */
export function useLockProducts() {
  const lang = useSession((s) => s.lang)
  return useQuery({ queryKey: earnKeys.products(lang), queryFn: () => getProducts(), staleTime: 30_000 })
}

/** One product on sale, from the same list. */
export function useLockProduct(id: number) {
  const products = useLockProducts()
  return { ...products, product: products.data?.find((p) => p.id === id) }
}

/** The caller's positions, newest first, page by page. */
export function useLockOrders() {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  return usePagedList<LockOrder>({
    queryKey: earnKeys.ordersPaged(lang),
    fetchPage: async (page, limit) => {
      const rows = (await getOrders(page, limit))?.order_list
      return { list: Array.isArray(rows) ? rows : [], count: NaN, page, limit }
    },
    enabled: loggedIn,
  })
}

/** Every position of the caller, for the holdings summary. */
export function useAllLockOrders() {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({
    queryKey: earnKeys.ordersAll,
    queryFn: async () => {
      const all: LockOrder[] = []
      for (let page = 1; page <= SUMMARY_PAGES; page += 1) {
        const rows = (await getOrders(page, SUMMARY_LIMIT))?.order_list ?? []
        all.push(...rows)
        if (rows.length < SUMMARY_LIMIT) break
      }
      return all
    },
    enabled: loggedIn,
  })
}

/** What the caller has available of an asset in the change account, which deposits are taken from. */
export function useChangeBalance(currencyId: number | undefined): { balance: string | undefined; loading: boolean } {
  const wallet = useWalletList()
  const row = wallet.data?.change_wallet.balance.find((r) => r.currency === currencyId)
  const balance = wallet.data ? (row?.change_balance ?? '0') : undefined
  return { balance, loading: wallet.isPending }
}

function useRefreshAfterMove() {
  return useInvalidate(earnKeys.orders, earnKeys.productsAll, walletKeys.list)
}

/** Locks an amount into a product; positions, products and balances reload. */
export function useDeposit() {
  const refresh = useRefreshAfterMove()
  return useMutation({
    mutationFn: ({ params, key }: { params: LockDepositInput; key: string }) => deposit(params, key),
    onSuccess: refresh,
  })
}

/** Redeems a position early; positions, products and balances reload. */
export function useRedeem() {
  const refresh = useRefreshAfterMove()
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) => redeem(id, key),
    onSuccess: refresh,
  })
}

/** The IEO projects, warm-up, on sale and ended, in the interface language. */
export function useIeoProjects() {
  const lang = useSession((s) => s.lang)
  return useQuery({
    queryKey: earnKeys.projects(lang),
    queryFn: async () => (await getProjects()).list ?? [],
    staleTime: 15_000,
  })
}

/** One project with the caller's balance and totals (a guest's are empty). */
export function useIeoProject(id: number) {
  const lang = useSession((s) => s.lang)
  return useQuery({
    queryKey: earnKeys.project(id, lang),
    queryFn: () => getProjectDetail(id),
    enabled: Number.isInteger(id) && id > 0,
  })
}

/** The caller's IEO subscriptions, newest first, page by page. */
export function useIeoSubscriptions() {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  return usePagedList<IeoSubscription>({
    queryKey: earnKeys.subscriptions(lang),
    fetchPage: async (page, limit) => {
      const answer = await getSubscriptions(page, limit)
      const rows = answer?.data
      return { list: Array.isArray(rows) ? rows : [], count: answer?.total ?? NaN, page, limit }
    },
    enabled: loggedIn,
  })
}

/** Applies for tokens of a project; projects, the caller's totals, subscriptions and balances reload. */
export function useSubscribe() {
  const refresh = useInvalidate(earnKeys.projectsAll, earnKeys.projectAll, earnKeys.subscriptionsAll, walletKeys.list)
  return useMutation({
    mutationFn: ({ params, key }: { params: IeoOrderInput; key: string }) => subscribe(params, key),
    onSuccess: refresh,
    // A refused application may come from a moved price or a sale that just started or ended: show today's terms.
    onError: refresh,
  })
}

/** The dual-investment products of a coin and kind on sale, in the interface language. */
export function useDualProducts(currencyId: number, type: 'call' | 'put') {
  const lang = useSession((s) => s.lang)
  return useQuery({
    queryKey: earnKeys.dualProducts(currencyId, type, lang),
    queryFn: async () => (await getDualProducts(currencyId, type)).dual_currencys ?? [],
    staleTime: 10_000,
  })
}

/** Every dual-investment product on sale (BTC and ETH, calls and puts), for the Finance tab's card. */
export function useAllDualProducts() {
  const lang = useSession((s) => s.lang)
  return useQuery({
    queryKey: earnKeys.dualProducts(0, 'all', lang),
    queryFn: async () => {
      const kinds = [1, 2].flatMap((c) => (['call', 'put'] as const).map((type) => getDualProducts(c, type)))
      return (await Promise.all(kinds)).flatMap((answer) => answer.dual_currencys ?? [])
    },
    staleTime: 30_000,
  })
}

/** One dual-investment product. */
export function useDualProduct(id: number) {
  const lang = useSession((s) => s.lang)
  return useQuery({
    queryKey: earnKeys.dualProduct(id, lang),
    queryFn: () => getDualProduct(id),
    enabled: Number.isInteger(id) && id > 0,
  })
}

/** The caller's dual-investment orders, newest first, page by page. */
export function useDualOrders() {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  return usePagedList<DualOrder>({
    queryKey: earnKeys.dualOrders(lang),
    fetchPage: async (page, limit) => {
      const answer = await getDualOrders(page, limit)
      return { list: Array.isArray(answer?.list) ? answer.list : [], count: answer?.count ?? NaN, page, limit }
    },
    enabled: loggedIn,
  })
}

/** Buys shares of a product; products, orders and balances reload, also after a refusal (the terms may have moved). */
export function useBuyDual() {
  const refresh = useInvalidate(earnKeys.dualAll, earnKeys.dualOrdersAll, walletKeys.list)
  return useMutation({
    mutationFn: ({ id, num, key }: { id: number; num: number; key: string }) => buyDual(id, num, key),
    onSuccess: refresh,
    onError: refresh,
  })
}

/** What the caller has available of an asset named `currency` in the change account, which purchases are taken from. */
export function useChangeBalanceOf(currency: string | undefined): { balance: string | undefined; loading: boolean } {
  const wallet = useWalletList()
  const row = wallet.data?.change_wallet.balance.find((r) => r.currency_name === currency)
  const balance = wallet.data ? (row?.change_balance ?? '0') : undefined
  return { balance, loading: wallet.isPending }
}
