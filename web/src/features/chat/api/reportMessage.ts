import { post } from '@/lib/request'

/** POST /chat/report: reports a message to the content operators (once per user); answers the server's text. */
export function reportMessage(id: number, reason?: string): Promise<string> {
  return post<string>('/chat/report', { id, reason })
}
