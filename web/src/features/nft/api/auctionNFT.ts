import { postOnce } from '@/lib/request'

/** POST /bind_box/auctionNFT: bids `price` on an auction; `key` bids once. */
export function auctionNFT(code: string, price: string, key: string): Promise<string> {
  return postOnce<string>('/bind_box/auctionNFT', { code, price }, key)
}
