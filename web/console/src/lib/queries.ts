import { queryOptions, useQuery } from '@tanstack/react-query'
import { ADMIN, PUBLIC, api } from './client'
import type { Asset, WithdrawalItem } from './types'

/** Asset ids and names, from the public currency list (ids are fixed: 1 BTC, 2 ETH, 3 USDT…). */
export function useAssets() {
  return useQuery({
    queryKey: ['assets'],
    queryFn: async () => (await api.get<{ currency: Asset[] }>(`${PUBLIC}/currency/list`)).currency,
    staleTime: 5 * 60_000,
  })
}

/** An asset's name by its id, `#<id>` while the assets load or for one the list lacks. */
export function useAssetName(): (id: unknown) => string {
  const assets = useAssets()
  return (id) => assets.data?.find((a) => a.id === id)?.name ?? `#${String(id)}`
}

export const keys = {
  reviews: (status: number, page: number) => ['identity', status, page] as const,
  deposits: (status: number) => ['deposits', status] as const,
  withdrawals: (status: number) => ['withdrawals', status] as const,
  traders: ['traders'] as const,
  content: (cId: number, page: number) => ['content', cId, page] as const,
  menus: ['menus'] as const,
  settings: ['settings'] as const,
  rules: ['rules'] as const,
  changelog: (page: number) => ['changelog', page] as const,
  operators: ['operators'] as const,
  audit: (page: number, limit: number) => ['audit', page, limit] as const,
}

/** How many withdrawals of a status the finance screen reads at once. */
export const WITHDRAWAL_PAGE = 100

/**
 * The first `WITHDRAWAL_PAGE` withdrawals of `status`: the finance screen's list, which the hot-address card reads
 * too (through the same cache) to know whether any export still waits for its signature.
 */
export const withdrawalsQuery = (status: number) =>
  queryOptions({
    queryKey: keys.withdrawals(status),
    queryFn: () => api.get<WithdrawalItem[]>(`${ADMIN}/withdrawals`, { status, limit: WITHDRAWAL_PAGE }),
  })

export { ADMIN, PUBLIC }
