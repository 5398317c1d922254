import { post } from '@/lib/request'

/** POST /follow/apply: applies to become a trader; compliance decides. */
export function apply(): Promise<string> {
  return post<string>('/follow/apply')
}
