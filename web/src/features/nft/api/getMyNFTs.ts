import { post } from '@/lib/request'
import type { NftRow } from '../types'

/** POST /bind_box/getMyNFTs: the artworks and boxes the caller owns, with their resale state. */
export function getMyNFTs(): Promise<NftRow[]> {
  return post<NftRow[]>('/bind_box/getMyNFTs')
}
