import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { getRealState } from './api/getRealState'
import { getUserInfo } from './api/getUserInfo'
import { userKeys } from './keys'

/** The logged-in user's profile, refreshed from /user/info and mirrored in the session store. */
export function useUserInfo() {
  const loggedIn = useSession(selectIsLoggedIn)
  const setUser = useSession((s) => s.setUser)
  const query = useQuery({ queryKey: userKeys.info, queryFn: getUserInfo, enabled: loggedIn })
  useEffect(() => {
    if (query.data) setUser(query.data)
  }, [query.data, setUser])
  return query
}

/** The verification state: level, reviews and the filed details. */
export function useRealState() {
  return useQuery({ queryKey: userKeys.real, queryFn: getRealState })
}

/** Loads the verification state and the profile again (after a filing, or when the server knows better). */
export function useReloadVerification(): () => void {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: userKeys.real })
    void client.invalidateQueries({ queryKey: userKeys.info })
  }
}
