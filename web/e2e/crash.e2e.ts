import { afterAll, describe, expect, it } from 'vitest'
import { rmSync } from 'node:fs'
import { io } from 'socket.io-client'
import { api, signUp, startServer, verifyLedger, type Server } from './server'

let server: Server | undefined

afterAll(async () => {
  await server?.stop()
})

interface Answer {
  type: string
  message: unknown
}

async function move(base: string, token: string, key: string): Promise<Answer | null> {
  try {
    const res = await fetch(`${base}/api/wallet/change`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token, 'idempotency-key': key },
      body: new URLSearchParams({ currency_id: '3', number: '1', from_field: 'change', to_field: 'lever' }).toString(),
    })
    return (await res.json()) as Answer
  } catch {
    return null
  }
}

async function leverUsdt(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/wallet/detail?currency=3&type=lever`, { headers: { authorization: token } })
  const body = (await res.json()) as { message: { lever_balance: string } }
  return body.message.lever_balance
}

describe('a crash during a burst of transfers', () => {
  it('loses nothing that was answered ok and leaves a ledger that verifies', async () => {
    server = await startServer(['--demo'])
    const dataDir = server.dataDir
    const token = await signUp(server, 'crash@example.com', 'password1')
    const base = server.base

    const keys = Array.from({ length: 400 }, (_, i) => `burst-${i}`)
    const answered: string[] = []
    const burst = keys.map(async (key, i) => {
      await new Promise((r) => setTimeout(r, i * 2))
      const answer = await move(base, token, key)
      if (answer?.type === 'ok') answered.push(key)
    })
    await new Promise((r) => setTimeout(r, 300))
    await server.crash()
    await Promise.all(burst)
    console.log(`answered ok before the crash: ${answered.length} of ${keys.length}`)
    expect(answered.length).toBeGreaterThan(0)
    expect(answered.length).toBeLessThan(keys.length)

    const verified = verifyLedger(dataDir)
    expect(verified.output).toContain('every invariant holds')
    expect(verified.code).toBe(0)

    server = await startServer(['--demo'], dataDir)
    const before = await leverUsdt(server.base, token)
    for (const key of answered) {
      const again = await move(server.base, token, key)
      expect(again?.type).toBe('ok')
    }
    expect(await leverUsdt(server.base, token)).toBe(before)
    expect(Number(before)).toBeGreaterThanOrEqual(answered.length)
    await server.stop()
    server = undefined
    rmSync(dataDir, { recursive: true, force: true })
  })
})

async function bid(base: string, token: string, key: string, price: number): Promise<Answer | null> {
  try {
    const res = await fetch(`${base}/api/coin/trade`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token, 'idempotency-key': key },
      body: new URLSearchParams({
        currency_id: '1',
        legal_id: '3',
        type: '1',
        amount: '0.01',
        target_price: String(price),
      }).toString(),
    })
    return (await res.json()) as Answer
  } catch {
    return null
  }
}

interface Depth {
  bids: [string, string][]
}

describe('a crash during a burst of orders', () => {
  it('rebuilds the book from exactly the orders that were answered ok, with a ledger that verifies', async () => {
    process.env.MERCATO__MARKET__MAKER = 'false'
    try {
      server = await startServer(['--demo'])
      const dataDir = server.dataDir
      const token = await signUp(server, 'crash-orders@example.com', 'password1')
      const base = server.base
      const answered: { key: string; price: number }[] = []
      const burst = Array.from({ length: 400 }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i * 2))
        const answer = await bid(base, token, `order-${i}`, 1000 + i)
        if (answer?.type === 'ok') answered.push({ key: `order-${i}`, price: 1000 + i })
      })
      await new Promise((r) => setTimeout(r, 300))
      await server.crash()
      await Promise.all(burst)
      console.log(`orders answered ok before the crash: ${answered.length} of 400`)
      expect(answered.length).toBeGreaterThan(0)
      expect(verifyLedger(dataDir).code).toBe(0)

      server = await startServer(['--demo'], dataDir)
      // Every answered order is open after the restart (an order committed just before the crash may be there
      // without its answer having arrived).
      const listed: number[] = []
      for (let page = 1; ; page += 1) {
        const open = await api(server, '/coin/list', { status: '1', limit: '100', page: String(page) }, token, 'GET')
        const rows = open.message as { target_price: string }[]
        listed.push(...rows.map((o) => Number(o.target_price)))
        if (rows.length < 100) break
      }
      for (const { price } of answered) expect(listed).toContain(price)
      for (const { key, price } of answered) {
        const again = await bid(server.base, token, key, price)
        expect(again?.type).toBe('ok')
      }
      const socket = io(server.base, { path: '/socket.io/', transports: ['websocket'], forceNew: true })
      const depth = await new Promise<Depth>((done) => {
        socket.once('market_depth', done)
        socket.emit('subscribe', ['market_depth:BTC/USDT'])
      })
      socket.disconnect()
      // The rebuilt book holds exactly the open orders: its best 20 bids are the 20 highest of them.
      const highest = [...listed].sort((a, b) => b - a).slice(0, 20)
      expect(depth.bids.map(([price]) => Number(price))).toEqual(highest)
      expect(depth.bids.every(([, amount]) => amount === '0.010000')).toBe(true)
      await server.stop()
      server = undefined
      rmSync(dataDir, { recursive: true, force: true })
    } finally {
      delete process.env.MERCATO__MARKET__MAKER
    }
  })
})
