import { useInvalidate } from '@/hooks/useInvalidate'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { pagerAsListPage, walletKeys } from '@/features/wallet'
import { useFeed } from '@/hooks/useFeed'
import { usePagedList } from '@/hooks/usePagedList'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { isInUserRoom } from '@/lib/socket'
import { applyMerchant } from './api/applyMerchant'
import { cancelOrder } from './api/cancelOrder'
import { createOrder, type CreateOrderInput } from './api/createOrder'
import { disputeOrder } from './api/disputeOrder'
import { getAd } from './api/getAd'
import { getAds } from './api/getAds'
import { getChat } from './api/getChat'
import { getConfig } from './api/getConfig'
import { getMyAds } from './api/getMyAds'
import { getMyMerchant } from './api/getMyMerchant'
import { getOrder } from './api/getOrder'
import { getOrders } from './api/getOrders'
import { markPaid } from './api/markPaid'
import { rateOrder } from './api/rateOrder'
import { releaseOrder } from './api/releaseOrder'
import { saveAd } from './api/saveAd'
import { sendChat } from './api/sendChat'
import { setAdStatus } from './api/setAdStatus'
import { otcKeys } from './keys'
import { otcFeed, withMessage } from './live'
import type {
  OtcAdInput,
  OtcAdView,
  OtcChatMessage,
  OtcOrderFilter,
  OtcOrderStatus,
  OtcOrderView,
  OtcSide,
} from './types'

/** Without private pushes (socket not in the user's room), an open order and its chat are polled this often. */
const POLL_WITHOUT_PUSHES = 5_000

/** Messages asked for at once; a chat longer than this is read in several calls. */
const CHAT_PAGE = 100

/** Calls a chat is read in at most, so that a runaway answer cannot loop. */
const CHAT_PAGES = 20

/** Keeps orders and chats in step with `otc_order` and `otc_chat` pushes while the caller is mounted. */
export function useOtcFeed(enabled: boolean): void {
  const client = useQueryClient()
  useFeed(enabled ? otcFeed(client) : null)
}

/** The assets, fiat currencies, methods and rules, in the interface language. */
export function useOtcConfig() {
  const lang = useSession((s) => s.lang)
  return useQuery({ queryKey: otcKeys.config(lang), queryFn: getConfig, staleTime: 30_000 })
}

/** Online ads of one side, coin and fiat, best price first, page by page. */
export function useAds(side: OtcSide, currency: number, fiat: string) {
  const lang = useSession((s) => s.lang)
  return usePagedList<OtcAdView>({
    queryKey: otcKeys.ads(lang, side, currency, fiat),
    fetchPage: async (page, limit) =>
      pagerAsListPage(
        await getAds({ side, currency: currency || undefined, fiat: fiat || undefined }, page, limit),
        limit,
      ),
  })
}

/** One ad as it is now, asked for only while `enabled` (once the server found its price moved). */
export function useAd(id: number, enabled: boolean) {
  const lang = useSession((s) => s.lang)
  return useQuery({ queryKey: otcKeys.ad(lang, id), queryFn: () => getAd(id), enabled: enabled && id > 0 })
}

/** The caller's merchant application or record. */
export function useMyMerchant() {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({ queryKey: otcKeys.myMerchant(lang), queryFn: getMyMerchant, enabled: loggedIn })
}

/** The merchant's own ads, newest first, page by page. */
export function useMyAds(enabled: boolean) {
  const lang = useSession((s) => s.lang)
  return usePagedList<OtcAdView>({
    queryKey: otcKeys.myAds(lang),
    fetchPage: async (page, limit) => pagerAsListPage(await getMyAds(page, limit), limit),
    enabled,
  })
}

/** The status the list is asked with, none for every order. */
export function statusParam(filter: OtcOrderFilter): OtcOrderStatus | undefined {
  return filter === 'all' ? undefined : (Number(filter) as OtcOrderStatus)
}

/** The caller's orders of a filter, newest first, page by page. */
export function useOrders(filter: OtcOrderFilter) {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  useOtcFeed(loggedIn)
  return usePagedList<OtcOrderView>({
    queryKey: otcKeys.orders(lang, filter),
    fetchPage: async (page, limit) => pagerAsListPage(await getOrders(page, limit, statusParam(filter)), limit),
    enabled: loggedIn,
  })
}

/** Whether an order can still change. */
function isOpen(order: OtcOrderView | undefined): boolean {
  return order === undefined || order.status <= 2
}

/** One order, kept current by pushes, or polled while it is open and pushes cannot arrive. */
export function useOrder(id: number) {
  const loggedIn = useSession(selectIsLoggedIn)
  useOtcFeed(loggedIn)
  return useQuery({
    queryKey: otcKeys.order(id),
    queryFn: () => getOrder(id),
    enabled: loggedIn && id > 0,
    refetchInterval: (query) => (isInUserRoom() || !isOpen(query.state.data) ? false : POLL_WITHOUT_PUSHES),
  })
}

/** Every message of an order's chat, oldest first. */
export async function readChat(orderId: number): Promise<OtcChatMessage[]> {
  let rows: OtcChatMessage[] = []
  for (let i = 0; i < CHAT_PAGES; i += 1) {
    const after = rows.at(-1)?.id ?? 0
    const page = await getChat(orderId, after, CHAT_PAGE)
    const list = Array.isArray(page) ? page : []
    rows = list.reduce(withMessage, rows)
    if (list.length < CHAT_PAGE) break
  }
  return rows
}

/** An order's chat, appended to by `otc_chat` pushes, or polled while pushes cannot arrive. */
export function useChat(orderId: number, open: boolean) {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({
    queryKey: otcKeys.chat(orderId),
    queryFn: () => readChat(orderId),
    enabled: loggedIn && orderId > 0,
    refetchInterval: () => (isInUserRoom() || !open ? false : POLL_WITHOUT_PUSHES),
  })
}

/** After an order call: the order, the lists, the ads (what is left) and the balances reload. */
function useRefreshAfterOrderCall() {
  const client = useQueryClient()
  return (id?: number) => {
    if (id !== undefined) void client.invalidateQueries({ queryKey: otcKeys.order(id) })
    void client.invalidateQueries({ queryKey: otcKeys.ordersAll })
    void client.invalidateQueries({ queryKey: otcKeys.adsAll })
    void client.invalidateQueries({ queryKey: otcKeys.adAll })
    void client.invalidateQueries({ queryKey: walletKeys.list })
  }
}

/** Takes an ad; also after a refusal, since what is left or the price may have moved. */
export function useCreateOrder() {
  const refresh = useRefreshAfterOrderCall()
  return useMutation({
    mutationFn: ({ key, ...input }: CreateOrderInput & { key: string }) => createOrder(input, key),
    onSuccess: () => refresh(),
    onError: () => refresh(),
  })
}

/** One of the order calls that take only the order (and a field): the order reloads either way. */
function useOrderCall<V extends { id: number }>(call: (vars: V) => Promise<string>) {
  const refresh = useRefreshAfterOrderCall()
  return useMutation({
    mutationFn: call,
    onSuccess: (_answer, vars) => refresh(vars.id),
    onError: (_error, vars) => refresh(vars.id),
  })
}

export function useMarkPaid() {
  return useOrderCall(({ id, voucher }: { id: number; voucher: string }) => markPaid(id, voucher))
}

export function useCancelOrder() {
  return useOrderCall(({ id }: { id: number }) => cancelOrder(id))
}

export function useReleaseOrder() {
  return useOrderCall(({ id }: { id: number }) => releaseOrder(id))
}

export function useDisputeOrder() {
  return useOrderCall(({ id, reason }: { id: number; reason: string }) => disputeOrder(id, reason))
}

export function useRateOrder() {
  return useOrderCall(({ id, rating }: { id: number; rating: number }) => rateOrder(id, rating))
}

/** Sends a chat line; the stored message joins the cached chat at once. */
export function useSendChat(orderId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, content }: { kind: 'text' | 'image'; content: string }) => sendChat(orderId, kind, content),
    onSuccess: (message) => {
      if (message && typeof message.id === 'number') {
        client.setQueryData<OtcChatMessage[]>(otcKeys.chat(orderId), (chat) => withMessage(chat, message))
      } else {
        void client.invalidateQueries({ queryKey: otcKeys.chat(orderId) })
      }
    },
  })
}

/** Applies to be a merchant; the record and the balances (the deposit is frozen) reload either way. */
export function useApplyMerchant() {
  const refresh = useInvalidate(otcKeys.myMerchantAll, walletKeys.list)
  return useMutation({ mutationFn: (name: string) => applyMerchant(name), onSuccess: refresh, onError: refresh })
}

/** Saves an ad; the merchant's ads and the public lists reload. */
export function useSaveAd() {
  const refresh = useInvalidate(otcKeys.myAdsAll, otcKeys.adsAll)
  return useMutation({
    mutationFn: (input: OtcAdInput) => saveAd(input),
    onSuccess: refresh,
  })
}

/** Puts an ad online or offline. */
export function useSetAdStatus() {
  const refresh = useInvalidate(otcKeys.myAdsAll, otcKeys.adsAll)
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 0 | 1 }) => setAdStatus(id, status),
    onSettled: refresh,
  })
}
