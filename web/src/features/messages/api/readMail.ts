import { post } from '@/lib/request'

/** POST /mailMessage/read: marks message `id` read, or every message when no id is given; answers a text. */
export function readMail(id?: number): Promise<string> {
  return post<string>('/mailMessage/read', id === undefined ? {} : { id })
}
