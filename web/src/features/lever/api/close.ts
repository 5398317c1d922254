import { post } from '@/lib/request'

/** POST /lever/close: closes a holding at the current mark, or cancels an entrust and releases its margin. */
export function close(id: number): Promise<string> {
  return post<string>('/lever/close', { id })
}
