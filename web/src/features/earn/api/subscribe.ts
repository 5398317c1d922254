import { postOnce } from '@/lib/request'
import type { IeoOrderInput } from '../types'

/** POST /project/order: applies for an amount of tokens at the price shown, its payment into escrow; `key` applies once. */
export function subscribe(params: IeoOrderInput, key: string): Promise<string> {
  return postOnce<string>('/project/order', { ...params }, key)
}
