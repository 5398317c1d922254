import type { QueryClient } from '@tanstack/react-query'
import type { Feed } from '@/lib/feeds'
import { noteSettled } from './settled'
import type { OptionResultPush } from './types'

/* What option events write into the query cache (through src/lib/feeds.ts): a settled option, as settled.ts records it. */

/** An `option_result` push, or null when the payload is not one. */
export function optionResultFromPush(payload: unknown): OptionResultPush | null {
  if (typeof payload !== 'object' || payload === null) return null
  const data = (payload as { data?: unknown }).data
  if (typeof data !== 'object' || data === null || typeof (data as { id?: unknown }).id !== 'number') return null
  return payload as OptionResultPush
}

/** An `option_result` push written into the cache. */
export function applyOptionResult(client: QueryClient, payload: unknown): void {
  const push = optionResultFromPush(payload)
  if (push) noteSettled(client, push.data)
}

/** The user's `option_result` pushes. */
export function optionsFeed(client: QueryClient): Feed {
  return { key: 'options', events: { option_result: (p) => applyOptionResult(client, p) } }
}
