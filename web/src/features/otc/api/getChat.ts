import { get } from '@/lib/request'
import type { OtcChatMessage } from '../types'

/** GET /otc/chat: an order's messages after `afterId`, oldest first. */
export function getChat(orderId: number, afterId = 0, limit = 100): Promise<OtcChatMessage[]> {
  return get<OtcChatMessage[]>('/otc/chat', { order_id: orderId, after_id: afterId, limit })
}
