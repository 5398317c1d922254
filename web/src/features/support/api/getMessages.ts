import { get } from '@/lib/request'
import type { SupportMessage } from '../types'

/** GET /kefu/messages: the open conversation's messages after `afterId`, oldest first. */
export function getMessages(afterId = 0): Promise<SupportMessage[]> {
  return get<SupportMessage[]>('/kefu/messages', { after_id: afterId })
}
