import { useInvalidate } from '@/hooks/useInvalidate'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useWalletList, walletKeys } from '@/features/wallet'
import { usePagedList } from '@/hooks/usePagedList'
import { RequestError } from '@/lib/request'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import type { ListPage } from '@/lib/types'
import { applyArtist } from './api/applyArtist'
import { auctionNFT } from './api/auctionNFT'
import { buyNFT } from './api/buyNFT'
import { collect } from './api/collect'
import { getArtist } from './api/getArtist'
import { getArtistDetail } from './api/getArtistDetail'
import { getBindBoxQuotationLog } from './api/getBindBoxQuotationLog'
import { getBoxDetail } from './api/getBoxDetail'
import { getBoxList } from './api/getBoxList'
import { getCollection } from './api/getCollection'
import { getMyBindBoxQuotationLog } from './api/getMyBindBoxQuotationLog'
import { getMyNFTs } from './api/getMyNFTs'
import { getNeedPayNFTOrder } from './api/getNeedPayNFTOrder'
import { getNftCurrency } from './api/getNftCurrency'
import { getProvenance } from './api/getProvenance'
import { getRules } from './api/getRules'
import { getSeries } from './api/getSeries'
import { getSeriesList } from './api/getSeriesList'
import { marginNFT } from './api/marginNFT'
import { openBlindBox } from './api/openBlindBox'
import { payNFTOrder } from './api/payNFTOrder'
import { readNFTOrderMessage } from './api/readNFTOrderMessage'
import { resellNFT } from './api/resellNFT'
import { nftKeys } from './keys'
import { isAuction, LIVE_POLL, randomClientSeed, saleStatus } from './rules'
import {
  BUY_ON_SALE,
  type NftArtist,
  type NftApplyInput,
  type NftListFilters,
  type NftMyBid,
  type NftOpened,
  type NftResellInput,
  type NftRow,
} from './types'

/** Whose favourites and margins the answers carry: the signed-in user's id, 0 for a guest. */
export function useReader(): number {
  const loggedIn = useSession(selectIsLoggedIn)
  const id = useSession((s) => s.user?.id)
  return loggedIn ? (id ?? -1) : 0
}

/** A bare array page as a list page: the list ends with a short page. */
function arrayPage<T>(rows: T[] | null | undefined, page: number, limit: number): ListPage<T> {
  return { list: Array.isArray(rows) ? rows : [], count: NaN, page, limit }
}

/** The currencies NFT prices use, for the market's filter. */
export function useNftCurrencies() {
  return useQuery({ queryKey: nftKeys.currencies, queryFn: getNftCurrency, staleTime: 300_000 })
}

/** The resale fee and royalty, the hours a winner has to pay and who a forfeited margin goes to. */
export function useNftRules() {
  return useQuery({ queryKey: nftKeys.rules, queryFn: getRules, staleTime: 300_000 })
}

/** The market's artworks and boxes under the filters, page by page. */
export function useNftList(filters: NftListFilters, enabled = true) {
  const lang = useSession((s) => s.lang)
  const reader = useReader()
  return usePagedList<NftRow>({
    queryKey: nftKeys.list(filters, lang, reader),
    fetchPage: async (page, limit) => arrayPage(await getBoxList(filters, page, limit), page, limit),
    enabled,
  })
}

/** The reference of an artwork in a route's query: `code`, else `id`; null without either. */
export function refOf(params: URLSearchParams): { code: string } | { id: number } | null {
  const code = params.get('code')?.trim()
  if (code) return { code }
  const id = Number(params.get('id'))
  return Number.isInteger(id) && id > 0 ? { id } : null
}

/** One artwork or box; an auction on sale is read again every few seconds, as its bids move. */
export function useNftDetail(ref: { code: string } | { id: number } | null) {
  const lang = useSession((s) => s.lang)
  const reader = useReader()
  const key = ref === null ? '' : 'code' in ref ? `code:${ref.code}` : `id:${ref.id}`
  return useQuery({
    queryKey: nftKeys.detail(key, lang, reader),
    queryFn: () => getBoxDetail(ref!),
    enabled: ref !== null,
    refetchInterval: (query) => {
      const row = query.state.data
      return row && isAuction(row) && saleStatus(row, Date.now()) === BUY_ON_SALE ? LIVE_POLL : false
    },
  })
}

/** An auction's live bids, read again every few seconds while `live`. */
export function useNftBids(code: string | undefined, live: boolean) {
  return useQuery({
    queryKey: nftKeys.bids(code ?? ''),
    queryFn: () => getBindBoxQuotationLog(code!),
    enabled: Boolean(code),
    refetchInterval: live ? LIVE_POLL : false,
  })
}

/** An artwork's changes of hands, oldest first. */
export function useProvenance(code: string | undefined) {
  return useQuery({
    queryKey: nftKeys.provenance(code ?? ''),
    queryFn: () => getProvenance(code!),
    enabled: Boolean(code),
    staleTime: 30_000,
  })
}

/** The artists, page by page. */
export function useArtists() {
  const lang = useSession((s) => s.lang)
  return usePagedList<NftArtist>({
    queryKey: nftKeys.artists(lang),
    fetchPage: async (page, limit) => arrayPage(await getArtist(page, limit), page, limit),
  })
}

/** An artist's page: their artworks and the works they collected. */
export function useArtistDetail(uid: number) {
  const lang = useSession((s) => s.lang)
  const reader = useReader()
  return useQuery({
    queryKey: nftKeys.artist(uid, lang, reader),
    queryFn: () => getArtistDetail(uid),
    enabled: Number.isInteger(uid) && uid > 0,
  })
}

/** The blind-box series. */
export function useSeriesList() {
  const lang = useSession((s) => s.lang)
  return useQuery({ queryKey: nftKeys.seriesList(lang), queryFn: getSeriesList, staleTime: 15_000 })
}

/** One blind-box series. */
export function useSeries(id: number | null | undefined) {
  const lang = useSession((s) => s.lang)
  return useQuery({
    queryKey: nftKeys.series(id ?? 0, lang),
    queryFn: () => getSeries(id!),
    enabled: typeof id === 'number' && Number.isInteger(id) && id > 0,
  })
}

/** The artworks and boxes the caller owns. */
export function useMyNfts() {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({ queryKey: nftKeys.mine, queryFn: getMyNFTs, enabled: loggedIn })
}

/** The artworks the caller collected. */
export function useCollection() {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({ queryKey: nftKeys.collection, queryFn: getCollection, enabled: loggedIn })
}

/** The caller's bids, newest first, page by page. */
export function useMyBids() {
  const loggedIn = useSession(selectIsLoggedIn)
  return usePagedList<NftMyBid>({
    queryKey: nftKeys.myBids,
    fetchPage: async (page, limit) => {
      const answer = await getMyBindBoxQuotationLog(page, limit)
      const rows = answer?.data
      return { list: Array.isArray(rows) ? rows : [], count: answer?.count ?? NaN, page, limit }
    },
    enabled: loggedIn,
  })
}

/** The auctions the caller won, to pay; read again every minute, as their deadlines pass. */
export function usePayOrders() {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({
    queryKey: nftKeys.payOrders,
    queryFn: getNeedPayNFTOrder,
    enabled: loggedIn,
    refetchInterval: 60_000,
  })
}

/** What the caller has available of an asset named `currency` in the change account. */
export function useAvailable(currency: string | undefined): string | undefined {
  const wallet = useWalletList()
  if (!wallet.data || !currency) return undefined
  const row = wallet.data.change_wallet?.balance?.find((r) => r.currency_name === currency)
  return row?.change_balance ?? '0'
}

/** The code of an unopened box of a series on sale, or null when none is left. */
export async function findBoxOnSale(seriesId: number): Promise<string | null> {
  const series = await getSeries(seriesId)
  return series.next_box === '' ? null : series.next_box
}

/**
 * Reloads what a purchase, bid, payment or listing may have changed: the NFT reads, the provenance, the series and
 * the balances.
 */
function useRefresh() {
  return useInvalidate(nftKeys.userAll, nftKeys.bidsAll, nftKeys.provenanceAll, nftKeys.seriesAll, walletKeys.list)
}

export interface BuyVars {
  /** The artwork or box; for a series without one, a box on sale is looked up first. */
  code?: string
  seriesId?: number
  key: string
  /** The seed shown to the buyer of a box; one is made here for any purchase that comes without. */
  clientSeed?: string
}

/** Buys a fixed-price artwork or a blind box once with its key; answers the code bought. */
export function useBuy() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async ({ code, seriesId, key, clientSeed }: BuyVars) => {
      const target = code ?? (seriesId ? await findBoxOnSale(seriesId) : null)
      if (!target) throw new RequestError('sold_out', 'sold out')
      await buyNFT(target, key, clientSeed ?? randomClientSeed())
      return target
    },
    onSuccess: refresh,
    onError: refresh,
  })
}

/** Freezes an auction's margin once with its key. */
export function useMargin() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ code, key }: { code: string; key: string }) => marginNFT(code, key),
    onSuccess: refresh,
    onError: refresh,
  })
}

/** Bids on an auction once with its key; the detail and the bids reload either way, as others may have bid. */
export function useBid() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ code, price, key }: { code: string; price: string; key: string }) => auctionNFT(code, price, key),
    onSuccess: refresh,
    onError: refresh,
  })
}

/** Adds an artwork to the caller's favourites or removes it. */
export function useCollect() {
  const refresh = useInvalidate(nftKeys.detailAll, nftKeys.collection, nftKeys.listAll)
  return useMutation({
    mutationFn: (code: string) => collect(code),
    onSuccess: refresh,
  })
}

/** What opening a box answered, kept for the session so the draw can be checked again. */
export function useOpened(code: string | undefined) {
  return useQuery<NftOpened | null>({
    queryKey: nftKeys.opened(code ?? ''),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  })
}

/** Opens a box the caller owns; the answer is kept and the box reloads. */
export function useOpenBox() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => openBlindBox(code),
    onSuccess: (opened, code) => {
      client.setQueryData(nftKeys.opened(code), opened)
      void client.invalidateQueries({ queryKey: nftKeys.detailAll })
      void client.invalidateQueries({ queryKey: nftKeys.mine })
    },
  })
}

/** Lists an artwork the caller owns for resale. */
export function useResell() {
  const refresh = useRefresh()
  return useMutation({ mutationFn: (input: NftResellInput) => resellNFT(input), onSuccess: refresh })
}

/** Pays a won auction once with its key; the orders and balances reload either way. */
export function usePayOrder() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) => payNFTOrder(id, key),
    onSuccess: refresh,
    onError: refresh,
  })
}

/** Marks a won auction's notice read. */
export function useReadOrder() {
  const refresh = useInvalidate(nftKeys.payOrders)
  return useMutation({
    mutationFn: (id: number) => readNFTOrderMessage(id),
    onSuccess: refresh,
  })
}

/** Applies to become an artist; answers the server's confirmation text. */
export function useApplyArtist() {
  return useMutation({ mutationFn: (input: NftApplyInput) => applyArtist(input) })
}
