import type { QueryClient } from '@tanstack/react-query'
import type { Feed } from '@/lib/feeds'
import { chatKeys } from './keys'
import type { ChatDeleted, ChatHistory, ChatMessage } from './types'

/*
 * What the room's pushes write into the query cache (through src/lib/feeds.ts): `chat_message` adds a message to the
 * room's history once, `chat_deleted` removes one. Payloads arrive bare or inside `{ data }`; anything else is
 * ignored.
 */

function unwrap(payload: unknown): Record<string, unknown> | null {
  if (typeof payload !== 'object' || payload === null) return null
  const row = payload as Record<string, unknown>
  if (typeof row.id !== 'number' && typeof row.data === 'object' && row.data !== null) {
    return row.data as Record<string, unknown>
  }
  return row
}

/** The message of a `chat_message` push, or null when the payload is not one. */
export function messageFromPush(payload: unknown): ChatMessage | null {
  const row = unwrap(payload)
  if (!row || typeof row.id !== 'number' || typeof row.room !== 'string') return null
  if ((row.kind !== 'text' && row.kind !== 'image') || typeof row.content !== 'string') return null
  return { nickname: '', avatar: '', created_at: '', created_at_ts: 0, ...row, mine: row.mine === true } as ChatMessage
}

/** The removed message of a `chat_deleted` push, or null. */
export function deletedFromPush(payload: unknown): ChatDeleted | null {
  const row = unwrap(payload)
  if (!row || typeof row.id !== 'number' || typeof row.room !== 'string') return null
  return { id: row.id, room: row.room }
}

/**
 * A history with `messages` merged in id order. A message already held keeps its place; with `replace` its fields
 * are taken from the new one (the sender's own answer, which knows it is `mine`).
 */
export function withMessages(history: ChatHistory, messages: ChatMessage[], replace = false): ChatHistory {
  if (messages.length === 0) return history
  const byId = new Map(history.messages.map((row) => [row.id, row]))
  let changed = false
  for (const message of messages) {
    if (byId.has(message.id) && !replace) continue
    byId.set(message.id, message)
    changed = true
  }
  if (!changed) return history
  return { ...history, messages: [...byId.values()].sort((a, b) => a.id - b.id) }
}

/** A history without message `id`. */
export function withoutMessage(history: ChatHistory, id: number): ChatHistory {
  if (!history.messages.some((row) => row.id === id)) return history
  return { ...history, messages: history.messages.filter((row) => row.id !== id) }
}

/** Adds messages to every cached history of their room (one per reader). */
export function addMessages(client: QueryClient, room: string, messages: ChatMessage[], replace = false): void {
  client.setQueriesData<ChatHistory>({ queryKey: chatKeys.historyAll(room) }, (held) =>
    held ? withMessages(held, messages, replace) : held,
  )
}

/** A `chat_message` push of `room`. */
export function applyMessage(client: QueryClient, room: string, payload: unknown): void {
  const message = messageFromPush(payload)
  if (!message || message.room !== room) return
  addMessages(client, room, [{ ...message, mine: false }])
}

/** A `chat_deleted` push of `room`. */
export function applyDeleted(client: QueryClient, room: string, payload: unknown): void {
  const deleted = deletedFromPush(payload)
  if (!deleted || deleted.room !== room) return
  client.setQueriesData<ChatHistory>({ queryKey: chatKeys.historyAll(room) }, (held) =>
    held ? withoutMessage(held, deleted.id) : held,
  )
}

/** The public topic `chat:<room>`: its new and deleted messages. */
export function chatFeed(client: QueryClient, room: string): Feed {
  const topic = `chat:${room}`
  return {
    key: topic,
    topics: [topic],
    events: {
      chat_message: (payload) => applyMessage(client, room, payload),
      chat_deleted: (payload) => applyDeleted(client, room, payload),
    },
  }
}
