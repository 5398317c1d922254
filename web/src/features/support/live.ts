import type { QueryClient } from '@tanstack/react-query'
import type { Feed } from '@/lib/feeds'
import { supportKeys } from './keys'
import { isClosingLine } from './rules'
import { CONVERSATION_CLOSED, type SupportConversation, type SupportMessage } from './types'

/*
 * What `kefu_message` pushes write into the query cache (through src/lib/feeds.ts): an operator's reply or closing
 * line joins the cached conversation; a line of a conversation the cache does not hold reloads it.
 */

/** The message of a `kefu_message` push, or null when the payload is not one. */
export function messageFromPush(payload: unknown): SupportMessage | null {
  if (typeof payload !== 'object' || payload === null) return null
  const data = (payload as { data?: unknown }).data
  if (typeof data !== 'object' || data === null) return null
  const row = data as Record<string, unknown>
  if (typeof row.id !== 'number' || typeof row.conversation_id !== 'number') return null
  if (typeof row.from !== 'string' || typeof row.kind !== 'string' || typeof row.content !== 'string') return null
  return row as unknown as SupportMessage
}

/**
 * A conversation with `messages` of its own added once each, in id order; a closing line closes it. Lines of other
 * conversations are left out (the caller reloads).
 */
export function withMessages(conversation: SupportConversation, messages: SupportMessage[]): SupportConversation {
  const known = new Set(conversation.messages.map((row) => row.id))
  const fresh = messages.filter((row) => row.conversation_id === conversation.id && !known.has(row.id))
  if (fresh.length === 0) return conversation
  return {
    ...conversation,
    status: fresh.some(isClosingLine) ? CONVERSATION_CLOSED : conversation.status,
    messages: [...conversation.messages, ...fresh].sort((a, b) => a.id - b.id),
  }
}

/** Adds messages to the cached conversation; when they belong to another one (or none is held), it is read again. */
export function addMessages(client: QueryClient, messages: SupportMessage[]): void {
  if (messages.length === 0) return
  const current = client.getQueryData<SupportConversation | null>(supportKeys.conversation)
  if (current && messages.every((row) => row.conversation_id === current.id)) {
    client.setQueryData<SupportConversation | null>(supportKeys.conversation, (held) =>
      held ? withMessages(held, messages) : held,
    )
  } else {
    void client.invalidateQueries({ queryKey: supportKeys.conversation })
  }
}

/** A `kefu_message` push: the line joins the conversation, and the unread count is read again. */
export function applyMessage(client: QueryClient, payload: unknown): void {
  const message = messageFromPush(payload)
  if (!message) return
  addMessages(client, [message])
  void client.invalidateQueries({ queryKey: supportKeys.unread })
}

/** The user's `kefu_message` pushes. */
export function supportFeed(client: QueryClient): Feed {
  return { key: 'support', events: { kefu_message: (payload) => applyMessage(client, payload) } }
}
