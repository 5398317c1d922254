import { mkdirSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { io, type Socket } from 'socket.io-client'
import { api, signUp, startServer, type Server } from './server'

// A thousand real socket.io clients in one chat room, each expected to receive one message. The delivery time
// is measured and written to test-results/chat-fanout.json (never asserted: timings depend on the machine).

const CLIENTS = 1000
const BATCH = 100

interface ChatMessagePush {
  id: number
  room: string
  content: string
}

let server: Server
let token: string
const sockets: Socket[] = []

/** Connects one client and subscribes it to the English room; resolves once the server has confirmed. */
function subscribed(): Promise<Socket> {
  const socket = io(server.base, { path: '/socket.io/', transports: ['websocket'], forceNew: true })
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error('no subscription answer')), 20_000)
    socket.emit('subscribe', ['chat:en'], (ack: { ok: boolean; topics: string[] }) => {
      clearTimeout(timer)
      if (ack.ok && ack.topics.includes('chat:en')) done(socket)
      else fail(new Error(JSON.stringify(ack)))
    })
  })
}

beforeAll(async () => {
  server = await startServer()
  token = await signUp(server, 'speaker@example.com', 'password1')
  for (let i = 0; i < CLIENTS; i += BATCH) {
    sockets.push(...(await Promise.all(Array.from({ length: BATCH }, subscribed))))
  }
}, 120_000)

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await server.stop()
})

describe('a chat room of a thousand clients', () => {
  it('delivers one message to every client in the room, once', async () => {
    const text = `hello ${Date.now()}`
    const arrivals: number[] = []
    const counts = new Map<Socket, number>()
    let started = 0
    const allArrived = new Promise<void>((done) => {
      for (const socket of sockets) {
        socket.on('chat_message', (m: ChatMessagePush) => {
          if (m.content !== text) return
          counts.set(socket, (counts.get(socket) ?? 0) + 1)
          arrivals.push(performance.now() - started)
          if (arrivals.length === CLIENTS) done()
        })
      }
    })
    started = performance.now()
    const sent = await api(server, '/chat/send', { room: 'en', kind: 'text', content: text }, token)
    expect(sent.type).toBe('ok')
    const deadline = new Promise<'late'>((done) => setTimeout(() => done('late'), 30_000))
    expect(await Promise.race([allArrived.then(() => 'all' as const), deadline])).toBe('all')
    // A moment for duplicates to show, if the server sent any.
    await new Promise((done) => setTimeout(done, 300))
    expect(counts.size).toBe(CLIENTS)
    expect([...counts.values()].every((n) => n === 1)).toBe(true)

    arrivals.sort((a, b) => a - b)
    const at = (q: number) => Math.round(arrivals[Math.min(arrivals.length - 1, Math.floor(q * arrivals.length))])
    const report = { clients: CLIENTS, first_ms: at(0), p50_ms: at(0.5), p99_ms: at(0.99), last_ms: at(1) }
    mkdirSync('test-results', { recursive: true })
    writeFileSync('test-results/chat-fanout.json', `${JSON.stringify(report, null, 2)}\n`)
    console.log(`chat fan-out to ${CLIENTS} clients, from the send call: ${JSON.stringify(report)}`)
  }, 60_000)
})
