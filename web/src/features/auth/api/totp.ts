import { get, post } from '@/lib/request'
import type { Schemas } from '@/lib/types'

export type TotpStatus = Schemas['TotpStatus']
export type TotpSetup = Schemas['TotpSetup']
export type TotpRecoveryCodes = Schemas['TotpRecoveryCodes']

/** The second half of a sign-in: the challenge and either a current code or one of the recovery codes. */
export type TotpLoginParams = { challenge: string } & ({ code: string } | { recovery_code: string })

/** GET /user/totp/status: whether sign-in and withdrawals need an authenticator code. */
export function getTotpStatus(): Promise<TotpStatus> {
  return get<TotpStatus>('/user/totp/status')
}

/** POST /user/totp/setup: a new secret that waits for a code from it; nothing is on yet. */
export function setupTotp(): Promise<TotpSetup> {
  return post<TotpSetup>('/user/totp/setup')
}

/** POST /user/totp/enable: turns the waiting secret on with a current code; answers the recovery codes, once. */
export function enableTotp(params: { code: string }): Promise<TotpRecoveryCodes> {
  return post<TotpRecoveryCodes>('/user/totp/enable', { ...params })
}

/** POST /user/totp/disable: turns the second factor off with the login password and a code (or a recovery code). */
export function disableTotp(params: { password: string; code: string }): Promise<string> {
  return post<string>('/user/totp/disable', { ...params })
}

/** POST /user/login_totp: completes a sign-in that answered a challenge; the payload is the session token. */
export function loginTotp(params: TotpLoginParams): Promise<string> {
  return post<string>('/user/login_totp', { ...params })
}
