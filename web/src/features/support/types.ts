/*
 * Customer service, written by hand to mirror docs/api/support.md (the server's generated schema does not carry these
 * calls yet).
 */

/** Who wrote a line: the user, a support operator, or the platform (a `system` line's `content` is a key). */
export type SupportSender = 'user' | 'operator' | 'system'

/** A line's kind: `text`, or `image` whose `content` is an upload path. */
export type SupportKind = 'text' | 'image'

/** A conversation's status: 0 open, 1 closed. */
export type SupportStatus = 0 | 1

export const CONVERSATION_OPEN: SupportStatus = 0
export const CONVERSATION_CLOSED: SupportStatus = 1

/** One line of a conversation; `operator_name` is the operator's display name ("Support" when none). */
export interface SupportMessage {
  id: number
  conversation_id: number
  from: SupportSender
  operator_name: string
  kind: SupportKind
  content: string
  created_at: string
  created_at_ts: number
}

/** `/kefu/conversation`: the user's open conversation with all its messages, oldest first. */
export interface SupportConversation {
  id: number
  status: SupportStatus
  created_at: string
  created_at_ts: number
  closed_at: string
  closed_at_ts: number
  messages: SupportMessage[]
}

/** `/kefu/unread`: operator replies the user has not read. */
export interface SupportUnread {
  unread: number
}
