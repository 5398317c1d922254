import { useQuery } from '@tanstack/react-query'
import { useSession } from '@/lib/session'
import { getConfig } from './api/getConfig'
import { loansKeys } from './keys'

/** How often the offers and the collateral prices are read again while a form shows them. */
const LIVE_CONFIG = 15_000

/**
 * The offers, collateral prices, rules and officers, in the interface language. Kept apart from the other hooks so
 * that the contact page, which shows only the officers, loads nothing else of loans.
 */
export function useLoanConfig({ live = false }: { live?: boolean } = {}) {
  const lang = useSession((s) => s.lang)
  return useQuery({
    queryKey: loansKeys.config(lang),
    queryFn: getConfig,
    staleTime: 10_000,
    refetchInterval: live ? LIVE_CONFIG : false,
  })
}
