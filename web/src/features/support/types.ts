import type { Schemas } from '@/lib/types'

/** Who wrote a line: the user, a support operator, or the platform (a `system` line's `content` is a key). */
export type SupportSender = 'user' | 'operator' | 'system'

/** A line's kind: `text`, or `image` whose `content` is an upload path. */
export type SupportKind = 'text' | 'image'

/** A conversation's status: 0 open, 1 closed. */
export type SupportStatus = 0 | 1

export const CONVERSATION_OPEN: SupportStatus = 0
export const CONVERSATION_CLOSED: SupportStatus = 1

/** One line of a conversation; `operator_name` is the operator's display name ("Support" when none). */
export type SupportMessage = Omit<Schemas['SupportMessage'], 'from' | 'kind'> & {
  from: SupportSender
  kind: SupportKind
}

/** `/kefu/conversation`: the user's open conversation with all its messages, oldest first. */
export type SupportConversation = Omit<Schemas['SupportConversation'], 'status' | 'messages'> & {
  status: SupportStatus
  messages: SupportMessage[]
}

/** `/kefu/unread`: operator replies the user has not read. */
export type SupportUnread = Schemas['SupportUnread']
