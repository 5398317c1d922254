import { post } from '@/lib/request'
import type { FollowInput } from '../types'

/** POST /follow/follow: follows a trader, or changes the setting when already following. */
export function follow(params: FollowInput): Promise<string> {
  return post<string>('/follow/follow', { ...params })
}
