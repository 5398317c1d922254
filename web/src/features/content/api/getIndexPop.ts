import { get } from '@/lib/request'
import type { News } from '@/lib/types'

/** GET /news/index_pop: the home pop-up notice, or null when there is none. */
export function getIndexPop(): Promise<News | null> {
  return get<News | null>('/news/index_pop')
}
