import { getUserInfo, userKeys } from '@/features/user'
import { queryClient } from '@/lib/queryClient'
import { useSession } from '@/lib/session'
import { login, type LoginParams } from './api/login'
import { logout } from './api/logout'

/** Logs in: stores the token from /user/login, then the profile from /user/info. */
export async function logIn(params: LoginParams): Promise<void> {
  await startSession(await login(params))
}

/** Stores a session token from a sign-in, then the profile from /user/info; forgets the token if that fails. */
export async function startSession(token: string): Promise<void> {
  useSession.getState().setSession(token)
  let user
  try {
    user = await getUserInfo()
  } catch (error) {
    endSession()
    throw error
  }
  useSession.getState().setUser(user)
  queryClient.setQueryData(userKeys.info, user)
}

/** Logs out on the server (best effort) and forgets the session here. */
export async function logOut(): Promise<void> {
  try {
    await logout()
  } finally {
    endSession()
  }
}

/** Forgets the stored session and every cached private query. */
export function endSession(): void {
  useSession.getState().clearSession()
  queryClient.removeQueries({ queryKey: userKeys.all })
}
