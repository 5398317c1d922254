import { get } from '@/lib/request'
import type { SupportConversation } from '../types'

/** GET /kefu/conversation: the open conversation with all its messages, or null; marks operator replies read. */
export function getConversation(): Promise<SupportConversation | null> {
  return get<SupportConversation | null>('/kefu/conversation')
}
