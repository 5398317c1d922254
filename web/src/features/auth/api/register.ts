import { post } from '@/lib/request'

export interface RegisterParams {
  user_string: string
  code: string
  password: string
  re_password: string
  extension_code?: string
  type: 'email' | 'mobile'
  area_code?: string
}

/** POST /user/register: creates the account; it does not log in. */
export function register(params: RegisterParams): Promise<string> {
  return post<string>('/user/register', { ...params })
}
