import { useQuery } from '@tanstack/react-query'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { getVip } from './api/getVip'
import { vipKeys } from './keys'

/** The caller's VIP level with the table. */
export function useVip() {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({ queryKey: vipKeys.mine, queryFn: getVip, enabled: loggedIn })
}
