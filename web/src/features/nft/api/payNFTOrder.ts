import { postOnce } from '@/lib/request'

/** POST /bind_box/payNFTOrder: pays a won auction; `key` pays once. */
export function payNFTOrder(id: number, key: string): Promise<string> {
  return postOnce<string>('/bind_box/payNFTOrder', { id }, key)
}
