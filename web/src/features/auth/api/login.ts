import { post } from '@/lib/request'

export interface LoginParams {
  user_string: string
  password: string
}

/** POST /user/login with a password (`type` 1); the payload is the session token. */
export function login(params: LoginParams): Promise<string> {
  return post<string>('/user/login', { ...params, type: 1 })
}
