import type { SupportMessage } from './types'

/** The longest text a message may carry. */
export const TEXT_MAX = 1000

/** Whether a message text is of the accepted length (1–1000 characters). */
export function textOk(text: string): boolean {
  const length = [...text.trim()].length
  return length >= 1 && length <= TEXT_MAX
}

/** Whether a text is a path the upload call answers, the only pictures a line may show. */
export function isUploadPath(path: string): boolean {
  return /^\/upload\/[A-Za-z0-9/._-]+$/.test(path)
}

/** Platform lines the app words itself; their `content` is one of these keys. */
export const SYSTEM_LINES = ['closed_by_user', 'closed_by_operator']

/** Whether a line is the platform's note that the conversation was closed. */
export function isClosingLine(message: Pick<SupportMessage, 'from' | 'content'>): boolean {
  return message.from === 'system' && message.content.startsWith('closed_')
}
