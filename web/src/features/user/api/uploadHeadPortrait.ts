import { post } from '@/lib/request'

/** POST /user/uploadHeadPortrait: an own upload path or a built-in avatar name. */
export function uploadHeadPortrait(head_portrait: string): Promise<string> {
  return post<string>('/user/uploadHeadPortrait', { head_portrait })
}
