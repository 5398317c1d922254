import { postOnce } from '@/lib/request'
import type { Schemas } from '@/lib/types'

export type ConvertParams = Schemas['ConvertInput']

/** POST /user/Transfer: converts between assets of the change account at index prices minus the fee. */
export function convert(params: ConvertParams, key: string): Promise<string> {
  return postOnce<string>('/user/Transfer', { ...params }, key)
}
