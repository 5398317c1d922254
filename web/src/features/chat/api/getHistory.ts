import { get } from '@/lib/request'
import type { ChatHistory } from '../types'

/** How many messages one history call asks for (the server allows 50). */
export const HISTORY_LIMIT = 30

/** GET /chat/history: the newest messages of a room before `beforeId` (the newest of all without it), oldest first. */
export function getHistory(room: string, beforeId?: number): Promise<ChatHistory> {
  return get<ChatHistory>('/chat/history', { room, before_id: beforeId, limit: HISTORY_LIMIT })
}
