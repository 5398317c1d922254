import { useSession } from './session'
import { connect, type SocketClient } from './socketio'

interface LoginAck {
  ok: boolean
  error?: string
}

let socket: SocketClient | null = null
/** Whether the server accepted our token and put this socket in the user's room. */
let inUserRoom = false
const topics = new Map<string, number>()

function emitLogin(token: string): void {
  socket?.emit('login', token, (ack: LoginAck) => {
    inUserRoom = ack.ok
  })
}

function emitLogout(): void {
  socket?.emit('logout')
  inUserRoom = false
}

/** True while private events (orders, balances) reach this client; features fall back to HTTP otherwise. */
export function isInUserRoom(): boolean {
  return inUserRoom
}

/** Opens the realtime connection (same origin, `/socket.io/`) and keeps its login in step with the session. */
export function startSocket(): void {
  if (socket) return
  socket = connect({ path: '/socket.io/', reconnectionDelay: 1000, reconnectionDelayMax: 5000, timeout: 20_000 })
  socket.on('connect', () => {
    inUserRoom = false
    const token = useSession.getState().token
    if (token) emitLogin(token)
    if (topics.size > 0) socket?.emit('subscribe', [...topics.keys()])
  })
  // Pushed by the server when this socket's session ended elsewhere (logout, password change, freeze): private
  // events stop, and the socket bridge (src/app/live.ts) has what is on screen read again over HTTP.
  socket.on('login_result', (result: LoginAck) => {
    inUserRoom = result.ok
  })
  useSession.subscribe((state, previous) => {
    if (state.token === previous.token || !socket?.connected) return
    if (state.token) emitLogin(state.token)
    else emitLogout()
  })
}

/** Subscribes to public topics (`daymarket`, `market_depth:BTC/USDT`, ...); returns the matching unsubscribe. */
export function subscribeTopics(list: string[]): () => void {
  const added = list.filter((topic) => {
    const count = topics.get(topic) ?? 0
    topics.set(topic, count + 1)
    return count === 0
  })
  if (added.length > 0 && socket?.connected) socket.emit('subscribe', added)
  return () => {
    const removed = list.filter((topic) => {
      const count = (topics.get(topic) ?? 1) - 1
      if (count > 0) topics.set(topic, count)
      else topics.delete(topic)
      return count <= 0
    })
    if (removed.length > 0 && socket?.connected) socket.emit('unsubscribe', removed)
  }
}

/** Listens to a server event; returns the function that stops listening. */
export function onSocketEvent<T>(event: string, handler: (payload: T) => void): () => void {
  socket?.on(event, handler)
  return () => {
    socket?.off(event, handler)
  }
}
