import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SocketClient } from './socketio'

/** A WebSocket the test drives: it records what the client sends and delivers what the test pushes. */
class FakeSocket {
  static OPEN = 1
  static all: FakeSocket[] = []
  readyState = 0
  sent: string[] = []
  onmessage: ((message: { data: unknown }) => void) | null = null
  onclose: (() => void) | null = null

  constructor(readonly url: string) {
    FakeSocket.all.push(this)
  }

  send(packet: string) {
    this.sent.push(packet)
  }

  close() {
    this.readyState = 3
    this.onclose?.()
  }

  /** The server opens the connection and, once asked, the default namespace. */
  handshake() {
    this.readyState = 1
    this.push('0{"sid":"e","upgrades":[],"pingInterval":25000,"pingTimeout":20000}')
    this.push('40{"sid":"s"}')
  }

  push(data: string) {
    this.onmessage?.({ data })
  }
}

const OPTIONS = { path: '/socket.io/', reconnectionDelay: 1000, reconnectionDelayMax: 5000, timeout: 20_000 }

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(Math, 'random').mockReturnValue(0.5)
  FakeSocket.all = []
  vi.stubGlobal('WebSocket', FakeSocket)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('Socket.IO client', () => {
  it('joins the default namespace, answers pings, and delivers events to their listeners', () => {
    const client = new SocketClient('ws://host/socket.io/?EIO=4&transport=websocket', OPTIONS)
    const connected = vi.fn()
    const depth = vi.fn()
    client.on('connect', connected)
    client.on('market_depth', depth)
    const ws = FakeSocket.all[0]
    ws.handshake()
    expect(ws.sent).toEqual(['40'])
    expect(connected).toHaveBeenCalledOnce()
    expect(client.connected).toBe(true)
    ws.push('2')
    expect(ws.sent.at(-1)).toBe('3')
    ws.push('42["market_depth",{"symbol":"BTC/USDT"}]')
    expect(depth).toHaveBeenCalledWith({ symbol: 'BTC/USDT' })
    client.off('market_depth', depth)
    ws.push('42["market_depth",{}]')
    expect(depth).toHaveBeenCalledTimes(1)
    client.close()
  })

  it('numbers an event that wants an acknowledgement and calls it with the answer', () => {
    const client = new SocketClient('ws://x', OPTIONS)
    const ws = FakeSocket.all[0]
    ws.handshake()
    const ack = vi.fn()
    client.emit('login', 'tok', ack)
    client.emit('subscribe', ['daymarket'])
    expect(ws.sent.slice(1)).toEqual(['420["login","tok"]', '42["subscribe",["daymarket"]]'])
    ws.push('430[{"ok":true}]')
    expect(ack).toHaveBeenCalledWith({ ok: true })
    client.close()
  })

  it('reconnects after a drop, waiting longer each time up to the maximum, and after a silent server', () => {
    const client = new SocketClient('ws://x', OPTIONS)
    const disconnected = vi.fn()
    client.on('disconnect', disconnected)
    FakeSocket.all[0].handshake()
    FakeSocket.all[0].close()
    expect(disconnected).toHaveBeenCalledOnce()
    expect(client.connected).toBe(false)
    vi.advanceTimersByTime(999)
    expect(FakeSocket.all).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeSocket.all).toHaveLength(2)
    FakeSocket.all[1].close()
    vi.advanceTimersByTime(2000)
    expect(FakeSocket.all).toHaveLength(3)
    FakeSocket.all[2].close()
    vi.advanceTimersByTime(4000)
    FakeSocket.all[3].close()
    vi.advanceTimersByTime(5000)
    expect(FakeSocket.all).toHaveLength(5)
    FakeSocket.all[4].handshake()
    expect(client.connected).toBe(true)
    // No ping within the interval and timeout of the handshake: the connection is given up and opened again.
    vi.advanceTimersByTime(45_000)
    expect(client.connected).toBe(false)
    vi.advanceTimersByTime(1000)
    expect(FakeSocket.all).toHaveLength(6)
    client.close()
  })

  it('sends nothing while it is not connected', () => {
    const client = new SocketClient('ws://x', OPTIONS)
    client.emit('subscribe', ['daymarket'])
    expect(FakeSocket.all[0].sent).toEqual([])
    client.close()
  })
})
