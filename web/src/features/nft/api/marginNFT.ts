import { postOnce } from '@/lib/request'

/** POST /bind_box/marginNFT: freezes an auction's margin, the condition for bidding; `key` freezes it once. */
export function marginNFT(code: string, key: string): Promise<string> {
  return postOnce<string>('/bind_box/marginNFT', { code }, key)
}
