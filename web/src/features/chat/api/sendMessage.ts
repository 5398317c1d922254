import { request } from '@/lib/request'
import type { ChatKind, ChatMessage } from '../types'

/** Refusals the room words itself (in the interface language) instead of the wrapper's toast. */
export const SEND_OWN_ERRORS = ['chat_muted', 'chat_rate_limited'] as const

/** POST /chat/send: a text (1–500 characters) or an upload path of the sender's; answers the stored message. */
export async function sendMessage(room: string, kind: ChatKind, content: string): Promise<ChatMessage> {
  const answer = await request<ChatMessage>('/chat/send', {
    method: 'POST',
    data: { room, kind, content },
    expected: SEND_OWN_ERRORS,
  })
  return answer.message as ChatMessage
}
