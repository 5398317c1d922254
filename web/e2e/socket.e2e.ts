import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { io as ioV4 } from 'socket.io-client'
import ioV2 from 'socket.io-client-v2'
import { adminApi, api, operatorToken, signUp, startServer, type Server } from './server'

interface LoginResult {
  type: string
  ok: boolean
  error?: string
}

let server: Server
let token: string

beforeAll(async () => {
  server = await startServer()
  token = await signUp(server, 'socket@example.com', 'password1')
})

afterAll(async () => {
  await server.stop()
})

describe('socket.io login', () => {
  it('accepts a valid token from a current client through the ack callback', async () => {
    const socket = ioV4(server.base, { path: '/socket.io/', transports: ['websocket'], forceNew: true })
    const result = await new Promise<LoginResult>((done) => socket.emit('login', token, done))
    socket.disconnect()
    expect(result).toEqual({ type: 'login_result', ok: true })
  })

  it('joins nothing when a client sends a bare user id, and says so', async () => {
    const socket = ioV4(server.base, { path: '/socket.io/', transports: ['polling'], forceNew: true })
    const result = await new Promise<LoginResult>((done) => {
      socket.once('login_result', done)
      socket.emit('login', 1)
    })
    expect(socket.connected).toBe(true)
    socket.disconnect()
    expect(result).toEqual({ type: 'login_result', ok: false, error: 'session_invalid' })
  })

  it('answers a client that signs in as it connects and asks for topics at once, every time', async () => {
    // A client may send its first request the moment the server confirms the connection; the request must find
    // the socket ready, also when its sign-in is still being checked. Sessions read in the last 2 s answer from
    // memory; waiting past that makes each sign-in a read of the database.
    await new Promise((done) => setTimeout(done, 2100))
    const sockets = Array.from({ length: 40 }, () =>
      ioV4(server.base, { path: '/socket.io/', transports: ['websocket'], forceNew: true, auth: { token } }),
    )
    try {
      const answers = await Promise.all(
        sockets.map(
          (socket) =>
            new Promise<{ ok: boolean } | 'no answer'>((done) => {
              const timer = setTimeout(() => done('no answer'), 5000)
              socket.emit('subscribe', ['daymarket'], (ack: { ok: boolean }) => {
                clearTimeout(timer)
                done(ack)
              })
            }),
        ),
      )
      expect(answers.filter((a) => a === 'no answer')).toHaveLength(0)
      expect(answers.every((a) => a !== 'no answer' && a.ok)).toBe(true)
    } finally {
      for (const socket of sockets) socket.disconnect()
    }
  })

  it('serves socket.io 2 clients, which speak the older Engine.IO protocol', async () => {
    const socket = ioV2(server.base, { path: '/socket.io', transports: ['websocket'], forceNew: true })
    const result = await new Promise<LoginResult>((done) => {
      socket.on('connect', () => socket.emit('login', { token }, done))
    })
    socket.close()
    expect(result.ok).toBe(true)
  })
})

interface MessageEvent {
  type: string
  to: number
  event: string
  data: { id: number; title: string; abstract: string; create_time: string }
  unread: number
}

describe('private events', () => {
  it('tells a signed-in socket, and only that user, about a new mail message after it is stored', async () => {
    const support = await operatorToken(server, 'support@example.com', 'support')
    const other = await signUp(server, 'socket-other@example.com', 'password1')
    const info = await api(server, '/user/info', {}, token, 'GET')
    const userId = (info.message as { id: number }).id
    const mine = ioV4(server.base, { path: '/socket.io/', transports: ['websocket'], forceNew: true })
    const theirs = ioV4(server.base, { path: '/socket.io/', transports: ['websocket'], forceNew: true })
    await new Promise((done) => mine.emit('login', token, done))
    await new Promise((done) => theirs.emit('login', other, done))
    const strayEvents: unknown[] = []
    theirs.on('message', (event: unknown) => strayEvents.push(event))
    const received = new Promise<MessageEvent>((done) => mine.once('message', done))
    const sent = await adminApi(
      server,
      '/messages/send',
      { user_id: String(userId), title: 'Maintenance tonight', content: 'Trading pauses at 02:00.' },
      support,
    )
    expect(sent.type).toBe('ok')
    const event = await received
    expect(event).toMatchObject({ type: 'message', to: userId, event: 'mail', unread: 1 })
    expect(event.data.title).toBe('Maintenance tonight')
    const list = await api(server, '/mailMessage/getList', {}, token, 'GET')
    expect((list.message as { list: { id: number }[] }).list[0].id).toBe(event.data.id)
    // A later message to the other user is a barrier: a stray copy of the first would reach their socket before it.
    const otherInfo = await api(server, '/user/info', {}, other, 'GET')
    const otherId = (otherInfo.message as { id: number }).id
    const marker = new Promise<MessageEvent>((done) =>
      theirs.on('message', (event: MessageEvent) => event.data.title === 'Marker' && done(event)),
    )
    await adminApi(server, '/messages/send', { user_id: String(otherId), title: 'Marker', content: '.' }, support)
    await marker
    expect(strayEvents).toHaveLength(1)
    expect((strayEvents[0] as MessageEvent).data.title).toBe('Marker')
    mine.disconnect()
    theirs.disconnect()
  })
})

interface MarketEvent {
  type: string
  symbol: string
  data?: { id: number; price: string; amount: string; direction: string }[]
  bids?: [string, string][]
  asks?: [string, string][]
  period?: string
  close?: string
  now_price?: string
}

describe('socket.io market events', () => {
  it('sends a subscriber the trade, the depth, the candle and the ticker of a pair after a trade', async () => {
    const demo = await startServer(['--demo'])
    try {
      const alice = await signUp(demo, 'alice-socket@example.com', 'password1')
      const bob = await signUp(demo, 'bob-socket@example.com', 'password1')
      const socket = ioV4(demo.base, { path: '/socket.io/', transports: ['websocket'], forceNew: true })
      const seen = new Map<string, MarketEvent>()
      for (const event of ['market_trade', 'market_depth', 'kline', 'daymarket']) {
        socket.on(event, (payload: MarketEvent) => {
          if (payload.symbol === 'BTC/USDT') seen.set(event, payload)
        })
      }
      const topics = ['daymarket', 'market_depth:BTC/USDT', 'market_trade:BTC/USDT', 'kline:BTC/USDT:1min']
      const ack = await new Promise<{ ok: boolean; topics: string[] }>((done) => socket.emit('subscribe', topics, done))
      expect(ack).toEqual({ ok: true, topics })
      await expect.poll(() => seen.has('market_depth')).toBe(true)

      const sell = await api(
        demo,
        '/coin/trade',
        { currency_id: '1', legal_id: '3', type: '2', amount: '0.01', target_price: '500000' },
        alice,
      )
      expect(sell.type).toBe('ok')
      const buy = await api(
        demo,
        '/coin/trade',
        { currency_id: '1', legal_id: '3', type: '1', amount: '100', target_price: '' },
        bob,
      )
      expect(buy.type).toBe('ok')

      await expect.poll(() => seen.get('market_trade')?.data?.[0]?.direction, { timeout: 5000 }).toBe('buy')
      await expect.poll(() => seen.get('kline')?.period, { timeout: 5000 }).toBe('1min')
      await expect.poll(() => seen.has('daymarket'), { timeout: 5000 }).toBe(true)
      const depth = seen.get('market_depth')
      expect(Array.isArray(depth?.bids) && Array.isArray(depth?.asks)).toBe(true)
      const fills = seen.get('market_trade')?.data ?? []
      expect(seen.get('kline')?.close).toBe(fills[fills.length - 1]?.price)
      socket.disconnect()
    } finally {
      await demo.stop()
    }
  })

  it('sends a subscriber every trade of a burst exactly once and in order, however they are grouped into messages', async () => {
    const demo = await startServer(['--demo'], undefined, { MERCATO__MARKET__MAKER: 'false' })
    try {
      const alice = await signUp(demo, 'alice-burst@example.com', 'password1')
      const bob = await signUp(demo, 'bob-burst@example.com', 'password1')
      const socket = ioV4(demo.base, { path: '/socket.io/', transports: ['websocket'], forceNew: true })
      const trades: { id: number; amount: string }[] = []
      let messages = 0
      socket.on('market_trade', (payload: MarketEvent) => {
        messages += 1
        trades.push(...(payload.data ?? []).map(({ id, amount }) => ({ id, amount })))
      })
      const ack = await new Promise<{ ok: boolean }>((done) =>
        socket.emit('subscribe', ['market_trade:BTC/USDT'], done),
      )
      expect(ack.ok).toBe(true)

      const ask = await api(
        demo,
        '/coin/trade',
        { currency_id: '1', legal_id: '3', type: '2', amount: '0.011', target_price: '50000' },
        alice,
      )
      expect(ask.type).toBe('ok')
      const burst = 20
      const buys = await Promise.all(
        Array.from({ length: burst }, () =>
          api(
            demo,
            '/coin/trade',
            { currency_id: '1', legal_id: '3', type: '1', amount: '0.0005', target_price: '50000' },
            bob,
          ),
        ),
      )
      expect(buys.map((b) => b.type)).toEqual(Array(burst).fill('ok'))

      await expect.poll(() => trades.length, { timeout: 5000 }).toBe(burst)
      // One more, different trade is a barrier: a repeated trade of the burst would arrive before it.
      const last = await api(
        demo,
        '/coin/trade',
        { currency_id: '1', legal_id: '3', type: '1', amount: '0.0007', target_price: '50000' },
        bob,
      )
      expect(last.type).toBe('ok')
      await expect.poll(() => trades.some((t) => t.amount === '0.000700'), { timeout: 5000 }).toBe(true)
      expect(trades).toHaveLength(burst + 1)
      expect(trades[burst].amount).toBe('0.000700')
      const ids = trades.map((t) => t.id)
      expect(ids).toEqual([...ids].sort((a, b) => a - b))
      expect(new Set(ids).size).toBe(burst + 1)
      expect(trades.slice(0, burst).every((t) => t.amount === '0.000500')).toBe(true)
      expect(messages).toBeLessThanOrEqual(burst + 1)
      socket.disconnect()
    } finally {
      await demo.stop()
    }
  })

  it('refuses unknown topics in its answer and keeps the known ones', async () => {
    const socket = ioV4(server.base, { path: '/socket.io/', transports: ['websocket'], forceNew: true })
    const ack = await new Promise<{ ok: boolean; topics: string[]; error?: string }>((done) =>
      socket.emit('subscribe', { topics: ['kline:BTC/USDT:1H', 'market_depth:NOPE/USDT'] }, done),
    )
    socket.disconnect()
    expect(ack).toEqual({ ok: false, topics: ['kline:BTC/USDT:60min'], error: 'unknown_topic' })
  })
})

interface PrivateEvent {
  type: string
  to: number
  event: string
  data: { id?: number; status?: number; currency_name?: string; balance?: string; lock_balance?: string }
}

describe('socket.io private trading events', () => {
  it('tells a signed-in user about their new order and the balance it froze, and nobody else', async () => {
    const demo = await startServer(['--demo'])
    try {
      const alice = await signUp(demo, 'alice-private@example.com', 'password1')
      const bob = await signUp(demo, 'bob-private@example.com', 'password1')
      const mine = ioV4(demo.base, {
        path: '/socket.io/',
        transports: ['websocket'],
        forceNew: true,
        auth: { token: alice },
      })
      const theirs = ioV4(demo.base, {
        path: '/socket.io/',
        transports: ['websocket'],
        forceNew: true,
        auth: { token: bob },
      })
      const received: PrivateEvent[] = []
      const leaked: PrivateEvent[] = []
      for (const event of ['order', 'balance']) {
        mine.on(event, (p: PrivateEvent) => received.push(p))
        theirs.on(event, (p: PrivateEvent) => leaked.push(p))
      }
      await Promise.all([mine, theirs].map((s) => new Promise<void>((done) => s.on('connect', () => done()))))
      const placed = await api(
        demo,
        '/coin/trade',
        { currency_id: '1', legal_id: '3', type: '1', amount: '0.01', target_price: '1000' },
        alice,
      )
      expect(placed.type).toBe('ok')
      await expect
        .poll(() => received.some((e) => e.type === 'order' && e.event === 'new' && e.data.status === 1))
        .toBe(true)
      await expect
        .poll(() => received.find((e) => e.type === 'balance' && e.data.currency_name === 'USDT')?.data.lock_balance)
        .toBe('10.00000000')
      expect(leaked).toEqual([])
      mine.disconnect()
      theirs.disconnect()
    } finally {
      await demo.stop()
    }
  })
})

describe('socket.io private contract and option events', () => {
  it(
    'tells a user about their position opening and closing, with the account summary, and the result of their option, and nobody else',
    { timeout: 120_000 },
    async () => {
      const demo = await startServer(['--demo'])
      try {
        const alice = await signUp(demo, 'alice-derivatives@example.com', 'password1')
        const bob = await signUp(demo, 'bob-derivatives@example.com', 'password1')
        for (const to of ['lever', 'micro']) {
          const moved = await api(
            demo,
            '/wallet/change',
            { currency_id: '3', number: '1000', from_field: 'change', to_field: to },
            alice,
          )
          expect(moved.type).toBe('ok')
        }
        const mine = ioV4(demo.base, {
          path: '/socket.io/',
          transports: ['websocket'],
          forceNew: true,
          auth: { token: alice },
        })
        const theirs = ioV4(demo.base, {
          path: '/socket.io/',
          transports: ['websocket'],
          forceNew: true,
          auth: { token: bob },
        })
        const received: DerivativeEvent[] = []
        const leaked: DerivativeEvent[] = []
        for (const event of ['position', 'option_result']) {
          mine.on(event, (p: DerivativeEvent) => received.push(p))
          theirs.on(event, (p: DerivativeEvent) => leaked.push(p))
        }
        await Promise.all([mine, theirs].map((s) => new Promise<void>((done) => s.on('connect', () => done()))))

        // Right after start the feed may not have recorded its first second yet: the market is closed until then.
        const long = {
          currency_id: '1',
          legal_id: '3',
          type: '1',
          share: '1',
          multiple: '10',
          status: '1',
          target_price: '999',
        }
        await expect
          .poll(
            async () => {
              const answer = await api(demo, '/lever/submit', long, alice)
              return answer.type === 'ok' ? 'ok' : String(answer.error)
            },
            { timeout: 10_000, interval: 500 },
          )
          .toBe('ok')
        await expect.poll(() => received.find((e) => e.type === 'position' && e.event === 'open')?.data.status).toBe(1)
        const open = received.find((e) => e.type === 'position' && e.event === 'open')!
        expect(Number(open.summary?.hazard_rate_pct)).toBeGreaterThan(100)
        const closed = await api(demo, '/lever/close', { id: String(open.data.id) }, alice)
        expect(closed.type).toBe('ok')
        await expect
          .poll(() => received.find((e) => e.type === 'position' && e.event === 'close')?.data.close_reason)
          .toBe(1)

        const bought = await api(
          demo,
          '/microtrade/submit',
          { match_id: '1', currency_id: '3', type: '2', seconds: '30', number: '10' },
          alice,
        )
        expect(bought.type).toBe('ok')
        const id = (bought.message as { id: number }).id
        await expect
          .poll(() => received.find((e) => e.type === 'option_result' && e.data.id === id)?.data.status, {
            timeout: 60_000,
            interval: 500,
          })
          .toBe(3)
        const result = received.find((e) => e.type === 'option_result')!
        expect(result.event).toBe('settled')
        expect(result.data.end_price_ts).toBe((result.data.open_price_ts ?? 0) + 30_000)
        expect(leaked).toEqual([])
        mine.disconnect()
        theirs.disconnect()
      } finally {
        await demo.stop()
      }
    },
  )
})

interface DerivativeEvent {
  type: string
  event: string
  to: number
  data: {
    id: number
    status: number
    close_reason?: number | null
    open_price_ts?: number
    end_price_ts?: number | null
  }
  summary?: { hazard_rate_pct: string }
}
