import { post } from '@/lib/request'
import type { Schemas } from '@/lib/types'

export interface LoginParams {
  user_string: string
  password: string
}

/** A sign-in that waits for the account's second factor, answered instead of a token. */
export type TotpChallenge = Schemas['TotpChallenge']

/** What a sign-in answers: the session token, or a challenge when the account has the second factor on. */
export type LoginAnswer = string | TotpChallenge

/** Whether a sign-in answered a challenge for the second factor rather than a session token. */
export function isTotpChallenge(answer: LoginAnswer): answer is TotpChallenge {
  return typeof answer === 'object' && answer !== null && !!answer.totp_required && !!answer.challenge
}

/** POST /user/login with a password (`type` 1); the payload is the session token, or a challenge (second factor). */
export function login(params: LoginParams): Promise<LoginAnswer> {
  return post<LoginAnswer>('/user/login', { ...params, type: 1 })
}
