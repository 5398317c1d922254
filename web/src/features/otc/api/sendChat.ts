import { post } from '@/lib/request'
import type { OtcChatMessage } from '../types'

/** POST /otc/chat_send: a text (1–500 characters) or a picture's upload path; answers the stored message. */
export function sendChat(orderId: number, kind: 'text' | 'image', content: string): Promise<OtcChatMessage> {
  return post<OtcChatMessage>('/otc/chat_send', { order_id: orderId, kind, content })
}
