/**
 * Rooms carry the reader's mute and messages the reader's `mine`, so both live under `user` (gone with the session,
 * never persisted) and are keyed by the reader (0 for a guest).
 */
export const chatKeys = {
  all: ['user', 'chat'] as const,
  rooms: (lang: string, reader: number) => ['user', 'chat', 'rooms', lang, reader] as const,
  history: (room: string, reader: number) => ['user', 'chat', 'history', room, reader] as const,
  historyAll: (room: string) => ['user', 'chat', 'history', room] as const,
}
