import { post } from '@/lib/request'

/** POST /follow/cancel: stops following a trader; copies already open stay open and still follow the close. */
export function unfollow(traderUserId: number): Promise<string> {
  return post<string>('/follow/cancel', { follow_user_id: traderUserId })
}
