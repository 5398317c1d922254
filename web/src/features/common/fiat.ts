import { useQuery } from '@tanstack/react-query'
import { PUBLIC_CACHE } from '@/lib/persist'
import { useSession } from '@/lib/session'
import { getFiatRates } from './api/getFiatRates'
import type { FiatRate } from './types'

export const fiatKeys = {
  rates: ['fiatRates'] as const,
}

/** The display currencies and their rates against USD; kept a day like the other public data. */
export function useFiatRates() {
  return useQuery({
    queryKey: fiatKeys.rates,
    queryFn: getFiatRates,
    staleTime: 60 * 60_000,
    meta: PUBLIC_CACHE,
  })
}

/** The display currencies on offer, US dollars first even when the list leaves them out. */
export function fiatChoices(list: FiatRate[] | undefined): FiatRate[] {
  const rows = (list ?? []).filter((row) => /^[A-Z]{3}$/.test(row.currency_code))
  return rows.some((row) => row.currency_code === 'USD') ? rows : [{ currency_code: 'USD', rate: '1' }, ...rows]
}

/**
 * The chosen display currency with today's rate: the stored choice, its rate refreshed from the published list
 * (and kept as it was while that list is loading or lacks it).
 */
export function useFiat(): FiatRate {
  const chosen = useSession((s) => s.fiat)
  const { data } = useFiatRates()
  const current = data?.list.find((row) => row.currency_code === chosen.currency_code)
  return current ?? chosen
}
