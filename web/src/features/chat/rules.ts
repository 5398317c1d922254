/** The longest text a message may carry. */
export const TEXT_MAX = 500

/** Control characters other than line breaks, which the server refuses. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/

/** Whether a message text is acceptable: 1–500 characters, no control characters but line breaks. */
export function textOk(text: string): boolean {
  const length = [...text.trim()].length
  return length >= 1 && length <= TEXT_MAX && !CONTROL.test(text)
}

/** Whether a picture message's content is an upload path, the only pictures a message may show. */
export function isUploadPath(path: string): boolean {
  return /^\/upload\/[A-Za-z0-9/._-]+$/.test(path)
}

/** The room to open: the one asked for when it exists, else the interface language's, else the first. */
export function pickRoom(rooms: readonly { id: string }[], asked: string | null, lang: string): string {
  if (asked && rooms.some((room) => room.id === asked)) return asked
  if (rooms.some((room) => room.id === lang)) return lang
  return rooms[0]?.id ?? lang
}

/** Whether the rooms' answer says the caller is muted at `at` (ms); "not muted" is 0. */
export function isMuted(rooms: { muted_until_ts: number }, at: number): boolean {
  return rooms.muted_until_ts > 0 && rooms.muted_until_ts > at
}
