import { get } from '@/lib/request'
import type { News } from '@/lib/types'

/** GET /aboutus: the about page, or `{id: 0, title: "", content: ""}` when the operator wrote none. */
export function getAboutUs(): Promise<News> {
  return get<News>('/aboutus')
}
