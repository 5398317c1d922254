import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { useFeed } from '@/hooks/useFeed'
import { ROUTES } from '@/lib/navigation'
import { PUBLIC_CACHE } from '@/lib/persist'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { addFavourite } from './api/addFavourite'
import { getFavourites } from './api/getFavourites'
import { getKline } from './api/getKline'
import { getQuotation } from './api/getQuotation'
import { removeFavourite } from './api/removeFavourite'
import { EMPTY_DEPTH } from './book'
import { marketKeys } from './keys'
import { cleanCandles } from './kline'
import { depthFeed, klineFeed, quotesFeed, tradesFeed } from './live'
import { historyWindow } from './periods'
import type { ChartCandle, OrderBook, Favourite, KlineSource, QuoteGroup, TradeTick } from './types'

/** The quotation in the interface language (names and labels are localized), kept live by `daymarket`. */
export function useQuotation() {
  const lang = useSession((s) => s.lang)
  const client = useQueryClient()
  useFeed(quotesFeed(client))
  return useQuery({
    queryKey: marketKeys.quotation(lang),
    queryFn: async () => {
      const groups = await getQuotation()
      return Array.isArray(groups) ? groups : ([] as QuoteGroup[])
    },
    staleTime: 60_000,
    meta: PUBLIC_CACHE,
  })
}

/** The user's favourite asset ids; empty for guests. */
export function useFavouriteIds(): ReadonlySet<number> {
  const loggedIn = useSession(selectIsLoggedIn)
  const { data } = useQuery({
    queryKey: marketKeys.favourites,
    queryFn: async () => {
      const rows = await getFavourites()
      return Array.isArray(rows) ? rows : ([] as Favourite[])
    },
    enabled: loggedIn,
  })
  return useMemo(() => new Set(loggedIn ? (data ?? []).map((f) => f.currency_id) : []), [data, loggedIn])
}

/** Adds or removes a favourite; a guest is sent to log in first. */
export function useToggleFavourite() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const loggedIn = useSession(selectIsLoggedIn)
  const mutation = useMutation({
    mutationFn: async ({ currencyId, favourite }: { currencyId: number; favourite: boolean }): Promise<string> => {
      if (favourite) return removeFavourite(currencyId)
      const added = await addFavourite(currencyId)
      client.setQueryData<Favourite[]>(marketKeys.favourites, (rows = []) => [
        ...rows,
        { id: added?.id ?? 0, currency_id: currencyId },
      ])
      return ''
    },
    onSuccess: (text, { currencyId, favourite }) => {
      if (favourite) {
        client.setQueryData<Favourite[]>(marketKeys.favourites, (rows = []) =>
          rows.filter((f) => f.currency_id !== currencyId),
        )
      }
      // Removal answers a localized text; adding answers the row id only.
      toast.success(
        typeof text === 'string' && text !== ''
          ? text
          : t(favourite ? 'quotes.favourite_removed' : 'quotes.favourite_added'),
      )
      void client.invalidateQueries({ queryKey: marketKeys.favourites })
    },
  })
  return (currencyId: number, favourite: boolean) => {
    if (!loggedIn) {
      toast.show(t('guard.login_first'))
      void navigate(ROUTES.login)
      return
    }
    if (!mutation.isPending) mutation.mutate({ currencyId, favourite })
  }
}

/**
 * ChartCandle history of a pair and period, kept current by pushes: `kline` for a trade chart, `index_kline` for
 * an index chart.
 */
export function useKline(symbol: string, period: string, source: KlineSource = 'trade') {
  const client = useQueryClient()
  useFeed(symbol ? klineFeed(client, symbol, period, source) : null)
  return useQuery({
    queryKey: marketKeys.kline(symbol, period, source),
    queryFn: async (): Promise<ChartCandle[]> => {
      const asked = source === 'index' ? { source } : {}
      return cleanCandles(await getKline({ symbol, period, ...historyWindow(period, Date.now()), ...asked }))
    },
    enabled: symbol !== '',
    staleTime: 5 * 60_000,
  })
}

/** The order book of a pair, as the last `market_depth` snapshot left it. */
export function useDepth(symbol: string): OrderBook {
  const client = useQueryClient()
  useFeed(symbol ? depthFeed(client, symbol) : null)
  const { data } = useQuery({
    queryKey: marketKeys.depth(symbol),
    queryFn: () => EMPTY_DEPTH,
    enabled: symbol !== '',
    staleTime: Infinity,
  })
  return data ?? EMPTY_DEPTH
}

const NO_TRADES: TradeTick[] = []

/** Trades of a pair seen since the screen opened, newest first. */
export function useRecentTrades(symbol: string): TradeTick[] {
  const client = useQueryClient()
  useFeed(symbol ? tradesFeed(client, symbol) : null)
  const { data } = useQuery({
    queryKey: marketKeys.trades(symbol),
    queryFn: () => NO_TRADES,
    enabled: symbol !== '',
    staleTime: Infinity,
  })
  return data ?? NO_TRADES
}
