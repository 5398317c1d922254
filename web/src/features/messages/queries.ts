import { useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useFeed } from '@/hooks/useFeed'
import { usePagedList } from '@/hooks/usePagedList'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { getMailList } from './api/getMailList'
import { readMail } from './api/readMail'
import { mailKeys } from './keys'
import { messagesFeed } from './live'
import type { MailMessage, MailPage } from './types'
import { useUnreadStore } from './unread'

/** Keeps the unread count and message lists in step with `message` pushes while the caller is mounted. */
function useMessageFeed(): void {
  const client = useQueryClient()
  useFeed(messagesFeed(client))
}

async function loadPage(page: number, limit: number): Promise<MailPage> {
  const result = await getMailList({ page, limit })
  useUnreadStore.getState().dispatch({ type: 'loaded', unread: result.unread })
  return result
}

/** The user's messages, page by page; every loaded page also refreshes the unread count. */
export function useMailList() {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  useMessageFeed()
  return usePagedList<MailMessage, MailPage>({
    queryKey: mailKeys.list(lang),
    fetchPage: loadPage,
    enabled: loggedIn,
  })
}

/** Unread messages of the logged-in user (0 for guests), kept current by `message` pushes. */
export function useUnreadCount(): number {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  useMessageFeed()
  useQuery({
    queryKey: mailKeys.summary(lang),
    queryFn: async () => (await loadPage(1, 1)).unread ?? 0,
    enabled: loggedIn,
    staleTime: 60_000,
  })
  const count = useUnreadStore((s) => s.count)
  return loggedIn ? count : 0
}

/** Cached message pages after message `id` (or, without an id, every message) was marked read. */
export function markReadInPages(
  data: InfiniteData<MailPage> | undefined,
  id?: number,
): InfiniteData<MailPage> | undefined {
  if (!data) return data
  const wasUnread = id !== undefined && data.pages.some((page) => page.list.some((m) => m.id === id && m.is_read === 0))
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread: id === undefined ? 0 : Math.max(0, (page.unread ?? 0) - (wasUnread ? 1 : 0)),
      list: page.list.map((m) => (id === undefined || m.id === id ? { ...m, is_read: 1 as const } : m)),
    })),
  }
}

/** Marks one message read (with its id) or all of them (without); the list and the count follow. */
export function useMarkRead() {
  const client = useQueryClient()
  const lang = useSession((s) => s.lang)
  return useMutation({
    mutationFn: ({ id }: { id?: number; wasUnread?: boolean }) => readMail(id),
    onSuccess: (_text, { id, wasUnread = false }) => {
      client.setQueryData<InfiniteData<MailPage>>(mailKeys.list(lang), (data) => markReadInPages(data, id))
      useUnreadStore.getState().dispatch(id === undefined ? { type: 'read_all' } : { type: 'read', wasUnread })
      void client.invalidateQueries({ queryKey: mailKeys.summary(lang) })
    },
  })
}
