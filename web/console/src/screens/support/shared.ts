import type { TextKey } from '../../lib/i18n'
import type { SupportStatus } from '../../lib/types'

export const PAGE = 20
/** The status filter's "all": the list is asked without a status. */
export const ALL = -1
/** The list opens on open conversations, those with unread user messages first. */
export const OPEN = 0
export const CLOSED = 1

export const STATUSES: readonly SupportStatus[] = [0, 1]
export const STATUS_COLORS: Record<SupportStatus, string> = { 0: 'blue', 1: 'default' }
export const statusOf = (status: number) => (status === CLOSED ? CLOSED : OPEN) as SupportStatus

/** While a conversation is open in the drawer, it is read again this often. */
export const REFRESH = 5_000

/** The longest reply the server takes. */
export const REPLY_MAX = 1000

const SYSTEM_LINES: Record<string, TextKey> = {
  closed_by_user: 'support.system_closed_by_user',
  closed_by_operator: 'support.system_closed_by_operator',
}

/** A platform line in words; a key the console does not know is shown as the server names it. */
export const systemLine = (key: string, t: (key: TextKey) => string) => (SYSTEM_LINES[key] ? t(SYSTEM_LINES[key]) : key)

export const listKey = ['support', 'conversations'] as const
export const conversationKey = (id: number | null) => ['support', 'conversation', id] as const
