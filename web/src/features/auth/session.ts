import { getUserInfo, userKeys } from '@/features/user'
import { queryClient } from '@/lib/queryClient'
import { useSession } from '@/lib/session'
import { isTotpChallenge, login, type LoginAnswer, type LoginParams, type TotpChallenge } from './api/login'
import { logout } from './api/logout'
import { loginTotp, type TotpLoginParams } from './api/totp'

/**
 * Logs in: stores the token from /user/login, then the profile from /user/info. An account with the second factor
 * on answers a challenge instead, returned here with no session started; `logInWithCode` completes it.
 */
export async function logIn(params: LoginParams): Promise<TotpChallenge | null> {
  return startSessionOrChallenge(await login(params))
}

/** Completes a sign-in that answered a challenge with an authenticator or recovery code, as `logIn` completes. */
export async function logInWithCode(params: TotpLoginParams): Promise<void> {
  await startSession(await loginTotp(params))
}

/** Starts the session a sign-in answered, or hands back its challenge for the second factor. */
export async function startSessionOrChallenge(answer: LoginAnswer): Promise<TotpChallenge | null> {
  if (isTotpChallenge(answer)) return answer
  await startSession(answer)
  return null
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
