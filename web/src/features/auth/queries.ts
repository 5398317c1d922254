import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { resetPassword, type ForgetParams } from './api/forget'
import type { LoginParams } from './api/login'
import { register, type RegisterParams } from './api/register'
import { disableTotp, enableTotp, getTotpStatus, setupTotp, type TotpLoginParams } from './api/totp'
import { updatePassword, type UpdatePasswordParams } from './api/updatePassword'
import { authKeys } from './keys'
import { logIn, logInWithCode, logOut } from './session'

/** Logs in and loads the profile; resolves to the challenge when the account asks for its second factor. */
export function useLogIn() {
  return useMutation({ mutationFn: (params: LoginParams) => logIn(params) })
}

/** Completes a sign-in that answered a challenge, with an authenticator code or a recovery code. */
export function useLogInWithCode() {
  return useMutation({ mutationFn: (params: TotpLoginParams) => logInWithCode(params) })
}

/** Logs out on the server (best effort); the session is forgotten here either way. */
export function useLogOut() {
  return useMutation({ mutationFn: logOut })
}

/** Creates an account; it does not log in. */
export function useRegister() {
  return useMutation({ mutationFn: (params: RegisterParams) => register(params) })
}

/** Sets a new password with a `forget` code. */
export function useResetPassword() {
  return useMutation({ mutationFn: (params: ForgetParams) => resetPassword(params) })
}

/** Changes the login password; the server ends every session, this one included. */
export function useUpdatePassword() {
  return useMutation({ mutationFn: (params: UpdatePasswordParams) => updatePassword(params) })
}

/** Whether the signed-in account's second factor is on (sign-in and withdrawals then need a code). */
export function useTotpStatus() {
  return useQuery({ queryKey: authKeys.totpStatus, queryFn: getTotpStatus })
}

/** Asks for a new secret for an authenticator app; it waits for a code before anything is on. */
export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp })
}

/** Turns the waiting secret on with a code from it; resolves to the recovery codes, shown only now. */
export function useEnableTotp() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => enableTotp({ code }),
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.totpStatus }),
  })
}

/** Turns the second factor off with the login password and a code (or a recovery code). */
export function useDisableTotp() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (params: { password: string; code: string }) => disableTotp(params),
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.totpStatus }),
  })
}
