import { post } from '@/lib/request'

/** POST /kefu/close: closes the user's open conversation; answers the server's text. */
export function closeConversation(): Promise<string> {
  return post<string>('/kefu/close')
}
