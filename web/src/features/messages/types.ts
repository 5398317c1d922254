import type { Schemas } from '@/lib/types'

/** A message of the user's message centre (GET /mailMessage/getList); `is_read` is 0 or 1. */
export type MailMessage = Schemas['MailItem']

/** A page of messages, with the user's unread count beside it. */
export type MailPage = Schemas['MailPage']

/**
 * The private socket event `message` (API contract §6). The OpenAPI document describes its `data`
 * (`x-socket-events`); the frame around it is written here.
 */
export interface MessagePush {
  type: 'message'
  to: number
  event: 'mail' | 'announcement' | 'nft_order' | string
  data: Schemas['MailNotice']
  unread?: number
  ts?: number
}

/** Whether a socket payload has the form of a `message` push. */
export function isMessagePush(value: unknown): value is MessagePush {
  if (typeof value !== 'object' || value === null) return false
  const push = value as Record<string, unknown>
  return typeof push.event === 'string' && (push.type === undefined || push.type === 'message')
}
