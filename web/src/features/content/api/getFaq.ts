import { get } from '@/lib/request'
import type { News } from '@/lib/types'

/** GET /faq: the FAQ, or `{id: 0, title: "", content: ""}` when the operator wrote none. */
export function getFaq(): Promise<News> {
  return get<News>('/faq')
}
