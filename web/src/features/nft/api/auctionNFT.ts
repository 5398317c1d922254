import { postOnce } from '@/lib/request'

/**
 * POST /bind_box/auctionNFT: bids exactly `price` on an auction (`exact=1`: a bid overtaken meanwhile is refused as
 * too low rather than read as an increment, as compiled clients' bids are); `key` bids once.
 */
export function auctionNFT(code: string, price: string, key: string): Promise<string> {
  return postOnce<string>('/bind_box/auctionNFT', { code, price, exact: 1 }, key)
}
