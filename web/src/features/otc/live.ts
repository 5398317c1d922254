import type { QueryClient } from '@tanstack/react-query'
import { walletKeys } from '@/features/wallet'
import type { Feed } from '@/lib/feeds'
import { otcKeys } from './keys'
import type { OtcChatMessage } from './types'

/*
 * What OTC events write into the query cache (through src/lib/feeds.ts): an `otc_chat` message is appended to its
 * order's chat, an `otc_order` change reloads the order, the order lists and the balances its escrow moved.
 */

function dataOf(payload: unknown): Record<string, unknown> | null {
  if (typeof payload !== 'object' || payload === null) return null
  const data = (payload as { data?: unknown }).data
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null
}

/** The chat message of an `otc_chat` push, or null when the payload is not one. */
export function chatFromPush(payload: unknown): OtcChatMessage | null {
  const data = dataOf(payload)
  if (!data || typeof data.id !== 'number' || typeof data.order_id !== 'number') return null
  if (typeof data.kind !== 'string' || typeof data.content !== 'string') return null
  return data as unknown as OtcChatMessage
}

/** A chat with `message` added in id order, or the same chat when it is already there. */
export function withMessage(chat: OtcChatMessage[] | undefined, message: OtcChatMessage): OtcChatMessage[] {
  const rows = chat ?? []
  if (rows.some((row) => row.id === message.id)) return rows
  return [...rows, message].sort((a, b) => a.id - b.id)
}

/** An `otc_chat` push: the message joins its order's cached chat; a platform line also means the order moved. */
export function applyChat(client: QueryClient, payload: unknown): void {
  const message = chatFromPush(payload)
  if (!message) return
  const key = otcKeys.chat(message.order_id)
  if (client.getQueryData(key) !== undefined) {
    client.setQueryData<OtcChatMessage[]>(key, (chat) => withMessage(chat, message))
  }
  if (message.kind === 'system' || message.kind === 'operator') {
    void client.invalidateQueries({ queryKey: otcKeys.order(message.order_id) })
  }
}

/** An `otc_order` push: the order, the order lists, the caller's ads and the balances are read again. */
export function applyOrder(client: QueryClient, payload: unknown): void {
  const data = dataOf(payload)
  if (!data || typeof data.id !== 'number') return
  void client.invalidateQueries({ queryKey: otcKeys.order(data.id) })
  void client.invalidateQueries({ queryKey: otcKeys.ordersAll })
  void client.invalidateQueries({ queryKey: otcKeys.myAdsAll })
  void client.invalidateQueries({ queryKey: walletKeys.list })
}

/** The caller's `otc_chat` and `otc_order` pushes. */
export function otcFeed(client: QueryClient): Feed {
  return {
    key: 'otc',
    events: { otc_chat: (p) => applyChat(client, p), otc_order: (p) => applyOrder(client, p) },
  }
}
