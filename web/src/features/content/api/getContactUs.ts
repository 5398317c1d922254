import { get } from '@/lib/request'
import type { News } from '@/lib/types'

/** GET /contactus: the contact page, or `{id: 0, title: "", content: ""}` when the operator wrote none. */
export function getContactUs(): Promise<News> {
  return get<News>('/contactus')
}
