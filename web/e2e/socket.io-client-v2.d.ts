// socket.io-client 2 ships no types; the tests use only this much of it.
declare module 'socket.io-client-v2' {
  interface LegacySocket {
    on(event: string, listener: (...args: unknown[]) => void): LegacySocket
    emit(event: string, ...args: unknown[]): LegacySocket
    close(): void
  }
  export default function io(url: string, options?: Record<string, unknown>): LegacySocket
}
