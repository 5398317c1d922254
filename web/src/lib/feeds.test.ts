import { afterEach, describe, expect, it, vi } from 'vitest'
import { testQueryClient } from '@/test/providers'
import { holdFeed, watchSession } from './feeds'

const socket = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>()
  const topics: string[][] = []
  return {
    handlers,
    topics,
    emit: (event: string, payload: unknown) => handlers.get(event)?.forEach((h) => h(payload)),
    onSocketEvent: (event: string, handler: (payload: unknown) => void) => {
      if (!handlers.has(event)) handlers.set(event, new Set())
      handlers.get(event)?.add(handler)
      return () => {
        handlers.get(event)?.delete(handler)
      }
    },
    subscribeTopics: (list: string[]) => {
      topics.push(list)
      return () => {
        topics.push(list.map((t) => `-${t}`))
      }
    },
  }
})

vi.mock('./socket', () => ({ onSocketEvent: socket.onSocketEvent, subscribeTopics: socket.subscribeTopics }))

afterEach(() => {
  socket.handlers.clear()
  socket.topics.length = 0
})

describe('socket feeds', () => {
  it('listen and subscribe once for the first holder and stop with the last one', () => {
    const seen: unknown[] = []
    const feed = {
      key: 'kline:BTC/USDT:1min',
      topics: ['kline:BTC/USDT:1min'],
      events: { kline: (p: unknown) => seen.push(p) },
    }
    const releaseA = holdFeed(feed)
    const releaseB = holdFeed(feed)
    expect(socket.topics).toEqual([['kline:BTC/USDT:1min']])
    socket.emit('kline', 1)
    expect(seen).toEqual([1])
    releaseA()
    releaseA()
    socket.emit('kline', 2)
    expect(seen).toEqual([1, 2])
    releaseB()
    socket.emit('kline', 3)
    expect(seen).toEqual([1, 2])
    expect(socket.topics).toEqual([['kline:BTC/USDT:1min'], ['-kline:BTC/USDT:1min']])
  })

  it("have everything on screen read again when the server ends the socket's session, and only then", () => {
    const client = testQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    const stop = watchSession(client)
    socket.emit('login_result', { ok: true })
    expect(invalidate).not.toHaveBeenCalled()
    socket.emit('login_result', { ok: false })
    expect(invalidate).toHaveBeenCalledTimes(1)
    stop()
    socket.emit('login_result', { ok: false })
    expect(invalidate).toHaveBeenCalledTimes(1)
  })
})
