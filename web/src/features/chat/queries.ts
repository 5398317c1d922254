import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useFeed } from '@/hooks/useFeed'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { getHistory } from './api/getHistory'
import { getRooms } from './api/getRooms'
import { reportMessage } from './api/reportMessage'
import { sendMessage } from './api/sendMessage'
import { chatKeys } from './keys'
import { addMessages, chatFeed, withMessages } from './live'
import type { ChatHistory, ChatKind } from './types'

/** Whose `mine` flags and mute the answers carry: the signed-in user's id, 0 for a guest. */
export function useReader(): number {
  const loggedIn = useSession(selectIsLoggedIn)
  const id = useSession((s) => s.user?.id)
  return loggedIn ? (id ?? -1) : 0
}

/** The rooms, and the caller's mute. */
export function useRooms() {
  const lang = useSession((s) => s.lang)
  const reader = useReader()
  return useQuery({ queryKey: chatKeys.rooms(lang, reader), queryFn: getRooms })
}

/**
 * The room's history, oldest first, kept live by the room's pushes while mounted. Reading it again (focus,
 * reconnect) merges the newest messages into what is held, earlier pages included, unless the two do not meet.
 */
export function useHistory(room: string) {
  const client = useQueryClient()
  const reader = useReader()
  useFeed(room ? chatFeed(client, room) : null)
  const key = chatKeys.history(room, reader)
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const fresh = await getHistory(room)
      const answer: ChatHistory = {
        messages: Array.isArray(fresh?.messages) ? fresh.messages : [],
        has_more: fresh?.has_more === true,
      }
      const held = client.getQueryData<ChatHistory>(key)
      const newestHeld = held?.messages.at(-1)?.id
      const oldestFresh = answer.messages[0]?.id
      if (!held || newestHeld === undefined || oldestFresh === undefined || oldestFresh > newestHeld) return answer
      return withMessages(held, answer.messages, true)
    },
    enabled: room !== '',
  })
}

/** Loads the messages before the oldest one held and puts them in front. */
export function useLoadEarlier(room: string) {
  const client = useQueryClient()
  const reader = useReader()
  const [loading, setLoading] = useState(false)
  const load = async () => {
    const key = chatKeys.history(room, reader)
    const oldest = client.getQueryData<ChatHistory>(key)?.messages[0]?.id
    if (oldest === undefined || loading) return
    setLoading(true)
    try {
      const earlier = await getHistory(room, oldest)
      client.setQueryData<ChatHistory>(key, (held) =>
        held
          ? {
              ...withMessages(held, Array.isArray(earlier?.messages) ? earlier.messages : []),
              has_more: earlier?.has_more === true,
            }
          : held,
      )
    } catch {
      // The request wrapper has shown why.
    } finally {
      setLoading(false)
    }
  }
  return { load, loading }
}

/** Sends a text or a picture; the stored message joins the room at once, as the sender's. */
export function useSendChat(room: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, content }: { kind: ChatKind; content: string }) => sendMessage(room, kind, content),
    onSuccess: (message) => {
      if (message && typeof message.id === 'number') addMessages(client, room, [{ ...message, mine: true }], true)
    },
  })
}

/** Reports a message to the content operators. */
export function useReport() {
  return useMutation({ mutationFn: (id: number) => reportMessage(id) })
}
