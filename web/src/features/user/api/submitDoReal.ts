import { post } from '@/lib/request'
import type { Schemas } from '@/lib/types'

export type DoRealParams = Schemas['BothLevelsForm']

/** POST /user/do_real: files both levels in one review. */
export function submitDoReal(params: DoRealParams): Promise<string> {
  return post<string>('/user/do_real', { ...params })
}
