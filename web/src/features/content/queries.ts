import { useQuery } from '@tanstack/react-query'
import { usePagedList } from '@/hooks/usePagedList'
import { PUBLIC_CACHE } from '@/lib/persist'
import { useSession } from '@/lib/session'
import type { News } from '@/lib/types'
import { getAboutUs } from './api/getAboutUs'
import { getContactUs } from './api/getContactUs'
import { getFaq } from './api/getFaq'
import { getIndexPop } from './api/getIndexPop'
import { getMenu } from './api/getMenu'
import { getNewsDetail } from './api/getNewsDetail'
import { getNewsList } from './api/getNewsList'
import { getOperationalCompliance } from './api/getOperationalCompliance'
import { NEWS_BANNERS, NEWS_NOTICES, type NewsCategory, type SinglePageName } from './types'

/** Content is written per language, so every key carries the interface language. */
export const contentKeys = {
  all: ['news'] as const,
  list: (lang: string, cId: NewsCategory) => ['news', lang, 'list', cId] as const,
  latest: (lang: string, cId: NewsCategory, limit: number) => ['news', lang, 'latest', cId, limit] as const,
  detail: (lang: string, id: number) => ['news', lang, 'detail', id] as const,
  pop: (lang: string) => ['news', lang, 'pop'] as const,
  page: (lang: string, name: SinglePageName) => ['news', lang, 'page', name] as const,
  menu: (lang: string) => ['menu', lang] as const,
}

const SINGLE_PAGES: Record<SinglePageName, () => Promise<News>> = {
  faq: getFaq,
  contactus: getContactUs,
  aboutus: getAboutUs,
  operational_compliance: getOperationalCompliance,
}

const CONTENT_STALE = 5 * 60_000

function useLang(): string {
  return useSession((s) => s.lang)
}

/** Announcements, page by page. */
export function useNoticeList() {
  const lang = useLang()
  return usePagedList<News>({
    queryKey: contentKeys.list(lang, NEWS_NOTICES),
    fetchPage: (page, limit) => getNewsList({ c_id: NEWS_NOTICES, page, limit }),
  })
}

/** The first `limit` rows of a news category (home banners and latest announcements). */
export function useLatestNews(cId: NewsCategory, limit: number) {
  const lang = useLang()
  return useQuery({
    queryKey: contentKeys.latest(lang, cId, limit),
    queryFn: async () => (await getNewsList({ c_id: cId, page: 1, limit })).list ?? [],
    staleTime: CONTENT_STALE,
    meta: PUBLIC_CACHE,
  })
}

export function useBanners() {
  return useLatestNews(NEWS_BANNERS, 10)
}

export function useNewsDetail(id: number | null) {
  const lang = useLang()
  return useQuery({
    queryKey: contentKeys.detail(lang, id ?? 0),
    queryFn: () => getNewsDetail(id ?? 0),
    enabled: id !== null,
    staleTime: CONTENT_STALE,
  })
}

export function useIndexPop() {
  const lang = useLang()
  return useQuery({ queryKey: contentKeys.pop(lang), queryFn: getIndexPop, staleTime: CONTENT_STALE })
}

export function useSinglePage(name: SinglePageName) {
  const lang = useLang()
  return useQuery({ queryKey: contentKeys.page(lang, name), queryFn: SINGLE_PAGES[name], staleTime: CONTENT_STALE })
}

export function useMenu() {
  const lang = useLang()
  return useQuery({
    queryKey: contentKeys.menu(lang),
    queryFn: async () => {
      const entries = await getMenu()
      return Array.isArray(entries) ? [...entries].sort((a, b) => a.sort - b.sort) : []
    },
    staleTime: CONTENT_STALE,
    meta: PUBLIC_CACHE,
  })
}
