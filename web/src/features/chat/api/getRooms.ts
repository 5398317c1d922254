import { get } from '@/lib/request'
import type { ChatRooms } from '../types'

/** GET /chat/rooms: the rooms, and for a muted caller until when and why. */
export function getRooms(): Promise<ChatRooms> {
  return get<ChatRooms>('/chat/rooms')
}
