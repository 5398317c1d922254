import { post } from '@/lib/request'

/** POST /user/editNickname: nickname 2–10 and signature 2–30 characters. */
export function editNickname(params: { nickname: string; signature?: string }): Promise<string> {
  return post<string>('/user/editNickname', { ...params })
}
