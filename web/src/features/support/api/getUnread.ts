import { get } from '@/lib/request'
import type { SupportUnread } from '../types'

/** GET /kefu/unread: how many operator replies the user has not read. */
export function getUnread(): Promise<SupportUnread> {
  return get<SupportUnread>('/kefu/unread')
}
