import { post } from '@/lib/request'

/** POST /bind_box/collect: adds the artwork to the caller's favourites or removes it. */
export function collect(code: string): Promise<string> {
  return post<string>('/bind_box/collect', { code })
}
