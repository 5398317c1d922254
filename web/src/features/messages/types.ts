import type { ListPage } from '@/lib/types'

/** A message of the user's message centre (GET /mailMessage/getList). */
export interface MailMessage {
  id: number
  title: string
  abstract: string
  content: string
  avatar: string
  create_time: string
  create_time_ts?: number
  is_read: 0 | 1
}

/** A page of messages, with the user's unread count beside it. */
export interface MailPage extends ListPage<MailMessage> {
  unread: number
}

/** The private socket event `message` (API contract §6). */
export interface MessagePush {
  type: 'message'
  to: number
  event: 'mail' | 'announcement' | 'nft_order' | string
  data: { id: number; title: string; abstract: string; create_time: string }
  unread?: number
  ts?: number
}

/** Whether a socket payload has the form of a `message` push. */
export function isMessagePush(value: unknown): value is MessagePush {
  if (typeof value !== 'object' || value === null) return false
  const push = value as Record<string, unknown>
  return typeof push.event === 'string' && (push.type === undefined || push.type === 'message')
}
