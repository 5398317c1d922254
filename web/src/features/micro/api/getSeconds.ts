import { get } from '@/lib/request'
import type { SecondsOption } from '../types'

/** GET /microtrade/seconds: the durations on offer with their payout; `[0]` is the default. Fails when none is. */
export async function getSeconds(): Promise<SecondsOption[]> {
  const rows = await get<SecondsOption[]>('/microtrade/seconds')
  return Array.isArray(rows) ? rows : []
}
