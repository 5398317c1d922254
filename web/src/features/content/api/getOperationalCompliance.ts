import { get } from '@/lib/request'
import type { News } from '@/lib/types'

/**
 * GET /operational_compliance: the compliance statement, or `{id: 0, title: "", content: ""}` when the operator
 * wrote none.
 */
export function getOperationalCompliance(): Promise<News> {
  return get<News>('/operational_compliance')
}
