import { get } from '@/lib/request'

/** GET /user/logout: revokes the presented token. */
export function logout(): Promise<string> {
  return get<string>('/user/logout')
}
