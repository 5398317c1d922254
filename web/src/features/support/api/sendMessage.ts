import { request } from '@/lib/request'
import type { SupportKind, SupportMessage } from '../types'

/** Refusals the chat shows under its text box instead of as a toast. */
export const SEND_SHOWN_ERRORS = ['support_rate_limited'] as const

/**
 * POST /kefu/send: a text (1–1000 characters) or an upload path of the user's; opens a conversation when none is
 * open. Answers the stored message.
 */
export async function sendMessage(kind: SupportKind, content: string): Promise<SupportMessage> {
  const answer = await request<SupportMessage>('/kefu/send', {
    method: 'POST',
    data: { kind, content },
    expected: SEND_SHOWN_ERRORS,
  })
  return answer.message as SupportMessage
}
