import { post } from '@/lib/request'
import type { News } from '@/lib/types'

/** POST /news/detail: one news row with its sanitised HTML `content`. */
export function getNewsDetail(id: number): Promise<News> {
  return post<News>('/news/detail', { id })
}
