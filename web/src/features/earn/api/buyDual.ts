import { postOnce } from '@/lib/request'

/** POST /dual/buyDual: buys `num` shares of a product; `key` buys once. */
export function buyDual(id: number, num: number, key: string): Promise<string> {
  return postOnce<string>('/dual/buyDual', { id, num: String(num) }, key)
}
