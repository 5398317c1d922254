import { useMutation } from '@tanstack/react-query'
import { resetPassword, type ForgetParams } from './api/forget'
import type { LoginParams } from './api/login'
import { register, type RegisterParams } from './api/register'
import { updatePassword, type UpdatePasswordParams } from './api/updatePassword'
import { logIn, logOut } from './session'

/** Logs in and loads the profile. */
export function useLogIn() {
  return useMutation({ mutationFn: (params: LoginParams) => logIn(params) })
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
