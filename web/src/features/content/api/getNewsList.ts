import { post } from '@/lib/request'
import type { ListPage, News } from '@/lib/types'
import type { NewsCategory } from '../types'

export interface NewsListParams {
  c_id: NewsCategory
  page: number
  limit: number
}

/** POST /news/list: one page of announcements (c_id 4) or banners (c_id 5), without `content`. */
export function getNewsList(params: NewsListParams): Promise<ListPage<News>> {
  return post<ListPage<News>>('/news/list', { ...params })
}
