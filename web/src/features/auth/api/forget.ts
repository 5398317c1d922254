import { post } from '@/lib/request'

export interface ForgetParams {
  user_string: string
  code: string
  password: string
  re_password: string
}

/** POST /user/forget: sets a new password with a `forget` code and revokes every session. */
export function resetPassword(params: ForgetParams): Promise<string> {
  return post<string>('/user/forget', { ...params })
}
