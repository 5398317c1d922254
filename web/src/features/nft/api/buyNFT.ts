import { postOnce } from '@/lib/request'

/**
 * POST /bind_box/buyNFT: buys a fixed-price artwork or a blind box at its price with the buyer's `client_seed`,
 * which enters a box's draw; the server refuses a box without one and never picks it. `key` buys once.
 */
export function buyNFT(code: string, key: string, clientSeed: string): Promise<string> {
  return postOnce<string>('/bind_box/buyNFT', { code, client_seed: clientSeed }, key)
}
