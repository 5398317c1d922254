/**
 * A small Socket.IO 4 client over WebSocket (Engine.IO protocol 4, default namespace, text packets): the app only
 * emits events, with an acknowledgement for `login`, and listens to JSON events, so this replaces socket.io-client.
 * Like that client it reconnects after a drop, waiting `reconnectionDelay` doubled per attempt up to
 * `reconnectionDelayMax` (±50 %), and treats a server that stops pinging as gone.
 */

type Handler = (...args: never[]) => void

export interface SocketOptions {
  /** Where the server answers, `/socket.io/`. */
  path: string
  reconnectionDelay: number
  reconnectionDelayMax: number
  /** Longest wait for the connection to open before it is tried again. */
  timeout: number
}

interface Handshake {
  pingInterval: number
  pingTimeout: number
}

/** The packets this client reads and writes: Engine.IO type, then Socket.IO type, ack id and JSON arguments. */
const OPEN = '0'
const CLOSE = '1'
const PING = '2'
const PONG = '3'
const MESSAGE = '4'
const CONNECT = '0'
const DISCONNECT = '1'
const EVENT = '2'
const ACK = '3'
const CONNECT_ERROR = '4'

export class SocketClient {
  connected = false
  private ws: WebSocket | null = null
  private readonly handlers = new Map<string, Set<Handler>>()
  private readonly acks = new Map<number, Handler>()
  private nextAck = 0
  private attempts = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  private closed = false
  /** How long the server may stay silent: its ping interval and timeout, from the handshake. */
  private pingWithin = 45_000

  constructor(
    private readonly url: string,
    private readonly options: SocketOptions,
  ) {
    this.open()
  }

  on(event: string, handler: Handler): void {
    let set = this.handlers.get(event)
    if (!set) this.handlers.set(event, (set = new Set()))
    set.add(handler)
  }

  off(event: string, handler: Handler): void {
    this.handlers.get(event)?.delete(handler)
  }

  /** Sends an event; a function as last argument is called with the server's acknowledgement. */
  emit(event: string, ...args: unknown[]): void {
    if (!this.connected) return
    const last = args[args.length - 1]
    let id = ''
    if (typeof last === 'function') {
      args.pop()
      id = String(this.nextAck)
      this.acks.set(this.nextAck, last as Handler)
      this.nextAck += 1
    }
    this.send(`${MESSAGE}${EVENT}${id}${JSON.stringify([event, ...args])}`)
  }

  /** Closes the connection for good. */
  close(): void {
    this.closed = true
    clearTimeout(this.timer)
    this.ws?.close()
  }

  private send(packet: string): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(packet)
  }

  private fire(event: string, args: unknown[]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) (handler as (...a: unknown[]) => void)(...args)
  }

  private open(): void {
    const ws = new WebSocket(this.url)
    this.ws = ws
    this.expectWithin(this.options.timeout)
    ws.onmessage = (message) => {
      if (typeof message.data === 'string') this.receive(message.data)
    }
    ws.onclose = () => {
      if (this.ws === ws) this.dropped()
    }
  }

  /** Treats the connection as dropped unless the server is heard from within `ms`. */
  private expectWithin(ms: number): void {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.ws?.close(), ms)
  }

  private receive(packet: string): void {
    const type = packet[0]
    if (type === OPEN) {
      const handshake = JSON.parse(packet.slice(1)) as Handshake
      this.pingWithin = handshake.pingInterval + handshake.pingTimeout
      this.expectWithin(this.pingWithin)
      this.send(`${MESSAGE}${CONNECT}`)
    } else if (type === PING) {
      this.expectWithin(this.pingWithin)
      this.send(PONG)
    } else if (type === CLOSE) {
      this.ws?.close()
    } else if (type === MESSAGE) {
      this.message(packet.slice(1))
    }
  }

  private message(packet: string): void {
    const type = packet[0]
    const body = /^(\d*)(.*)$/s.exec(packet.slice(1))!
    if (type === CONNECT) {
      this.attempts = 0
      this.connected = true
      this.fire('connect', [])
    } else if (type === EVENT) {
      const [event, ...args] = JSON.parse(body[2]) as [string, ...unknown[]]
      this.fire(event, args)
    } else if (type === ACK) {
      const id = Number(body[1])
      const ack = this.acks.get(id)
      this.acks.delete(id)
      ;(ack as ((...a: unknown[]) => void) | undefined)?.(...(JSON.parse(body[2]) as unknown[]))
    } else if (type === DISCONNECT || type === CONNECT_ERROR) {
      this.ws?.close()
    }
  }

  private dropped(): void {
    clearTimeout(this.timer)
    this.ws = null
    this.acks.clear()
    if (this.connected) {
      this.connected = false
      this.fire('disconnect', [])
    }
    if (this.closed) return
    const { reconnectionDelay, reconnectionDelayMax } = this.options
    const base = Math.min(reconnectionDelay * 2 ** this.attempts, reconnectionDelayMax)
    this.attempts += 1
    const delay = Math.min(base * (0.5 + Math.random()), reconnectionDelayMax)
    this.timer = setTimeout(() => this.open(), delay)
  }
}

/** Connects to the Socket.IO server at `path` on this page's host. */
export function connect(options: SocketOptions): SocketClient {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
  const url = `${scheme}://${window.location.host}${options.path}?EIO=4&transport=websocket`
  return new SocketClient(url, options)
}
