import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { getUserInfo } from './api/getUserInfo'

export const userInfoKey = ['user', 'info'] as const

/** The logged-in user's profile, refreshed from /user/info and mirrored in the session store. */
export function useUserInfo() {
  const loggedIn = useSession(selectIsLoggedIn)
  const setUser = useSession((s) => s.setUser)
  const query = useQuery({ queryKey: userInfoKey, queryFn: getUserInfo, enabled: loggedIn })
  useEffect(() => {
    if (query.data) setUser(query.data)
  }, [query.data, setUser])
  return query
}
