import { get } from '@/lib/request'
import type { User } from '@/lib/types'

/** GET /user/info: the logged-in user's profile. */
export function getUserInfo(): Promise<User> {
  return get<User>('/user/info')
}
