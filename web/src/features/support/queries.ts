import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useFeed } from '@/hooks/useFeed'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { closeConversation } from './api/closeConversation'
import { getConversation } from './api/getConversation'
import { getMessages } from './api/getMessages'
import { getUnread } from './api/getUnread'
import { sendMessage } from './api/sendMessage'
import { supportKeys } from './keys'
import { addMessages, supportFeed } from './live'
import { CONVERSATION_CLOSED, CONVERSATION_OPEN, type SupportConversation, type SupportKind } from './types'

/** New messages of an open conversation are also polled this often, in case a push does not arrive. */
export const POLL_INTERVAL = 5_000

/** Keeps the conversation in step with `kefu_message` pushes while the caller is mounted. */
export function useSupportFeed(enabled: boolean): void {
  const client = useQueryClient()
  useFeed(enabled ? supportFeed(client) : null)
}

/**
 * The open conversation, or null. When the server no longer has the one on screen open (it was closed meanwhile),
 * that one stays on screen as closed until the screen is opened again.
 */
export function useConversation() {
  const client = useQueryClient()
  const loggedIn = useSession(selectIsLoggedIn)
  useSupportFeed(loggedIn)
  return useQuery({
    queryKey: supportKeys.conversation,
    queryFn: async () => {
      const held = client.getQueryData<SupportConversation | null>(supportKeys.conversation)
      const answer = await getConversation()
      if (answer) return answer
      return held && held.status === CONVERSATION_OPEN ? { ...held, status: CONVERSATION_CLOSED } : null
    },
    enabled: loggedIn,
  })
}

/** Every few seconds while a conversation is open, the messages after the last one held are read and added. */
export function usePollMessages(conversation: SupportConversation | null | undefined) {
  const client = useQueryClient()
  const loggedIn = useSession(selectIsLoggedIn)
  const open = conversation?.status === CONVERSATION_OPEN
  return useQuery({
    queryKey: supportKeys.poll,
    queryFn: async () => {
      const held = client.getQueryData<SupportConversation | null>(supportKeys.conversation)
      if (!held || held.status !== CONVERSATION_OPEN) return 0
      const rows = await getMessages(held.messages.at(-1)?.id ?? 0)
      const list = Array.isArray(rows) ? rows : []
      addMessages(client, list)
      return list.length
    },
    enabled: loggedIn && open,
    refetchInterval: POLL_INTERVAL,
    staleTime: POLL_INTERVAL,
  })
}

/** How many operator replies the user has not read. */
export function useSupportUnread() {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({
    queryKey: supportKeys.unread,
    queryFn: async () => (await getUnread())?.unread ?? 0,
    enabled: loggedIn,
  })
}

/** Sends a text or a picture; the stored message joins the conversation, or opens one. */
export function useSendMessage() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, content }: { kind: SupportKind; content: string }) => sendMessage(kind, content),
    onSuccess: (message) => {
      if (message && typeof message.id === 'number') addMessages(client, [message])
      else void client.invalidateQueries({ queryKey: supportKeys.conversation })
    },
  })
}

/** Closes the open conversation; it stays on screen as closed. */
export function useCloseConversation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: closeConversation,
    onSuccess: () => {
      client.setQueryData<SupportConversation | null>(supportKeys.conversation, (held) =>
        held ? { ...held, status: CONVERSATION_CLOSED } : held,
      )
      void client.invalidateQueries({ queryKey: supportKeys.unread })
    },
  })
}
