/*
 * The wire of the chat room (docs/api/chat.md). Declared here until the server publishes its generated types; the
 * names and fields are the document's.
 */

/** A message's kind: `text`, or `image` whose `content` is an upload path of the sender's. */
export type ChatKind = 'text' | 'image'

/** One public room per language; `id` is the language code (`en`, `zh`, …). */
export interface ChatRoom {
  id: string
  name: string
}

/** `/chat/rooms`: the rooms and, for a muted caller, until when and why ("" / 0 / "" when not muted). */
export interface ChatRooms {
  rooms: ChatRoom[]
  muted_until: string
  muted_until_ts: number
  mute_reason: string
}

/** One message; `nickname` the sender's nickname or masked account; `mine` whether the reader sent it. */
export interface ChatMessage {
  id: number
  room: string
  nickname: string
  avatar: string
  kind: ChatKind
  content: string
  mine: boolean
  created_at: string
  created_at_ts: number
}

/** `/chat/history`: the newest messages before `before_id`, oldest first, and whether earlier ones exist. */
export interface ChatHistory {
  messages: ChatMessage[]
  has_more: boolean
}

/** The `chat_deleted` push: an operator removed a message. */
export interface ChatDeleted {
  id: number
  room: string
}
