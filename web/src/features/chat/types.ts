import type { Schemas } from '@/lib/types'

/* The wire of the chat room (docs/api/chat.md), as the server's generated types. */

/** A message's kind: `text`, or `image` whose `content` is an upload path of the sender's. */
export type ChatKind = 'text' | 'image'

/** One public room per language; `id` is the language code (`en`, `zh`, …). */
export type ChatRoom = Schemas['ChatRoom']

/** `/chat/rooms`: the rooms and, for a muted caller, until when and why ("" / 0 / "" when not muted). */
export type ChatRooms = Schemas['ChatRooms']

/** One message; `nickname` the sender's nickname or masked account; `mine` whether the reader sent it. */
export type ChatMessage = Omit<Schemas['ChatMessage'], 'kind'> & { kind: ChatKind }

/** `/chat/history`: the newest messages before `before_id`, oldest first, and whether earlier ones exist. */
export type ChatHistory = Omit<Schemas['ChatHistory'], 'messages'> & { messages: ChatMessage[] }

/** The `chat_deleted` push: an operator removed a message. */
export interface ChatDeleted {
  id: number
  room: string
}
