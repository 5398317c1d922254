import { postOnce } from '@/lib/request'

export interface ConvertParams {
  number: string
  from_currency_id: number
  to_currency_id: number
}

/** POST /user/Transfer: converts between assets of the change account at index prices minus the fee. */
export function convert(params: ConvertParams, key: string): Promise<string> {
  return postOnce<string>('/user/Transfer', { ...params }, key)
}
