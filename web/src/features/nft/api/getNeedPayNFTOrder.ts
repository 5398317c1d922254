import { post } from '@/lib/request'
import type { NftPayOrder } from '../types'

/** POST /bind_box/getNeedPayNFTOrder: the auctions the caller won, to pay before their deadline. */
export function getNeedPayNFTOrder(): Promise<NftPayOrder[]> {
  return post<NftPayOrder[]>('/bind_box/getNeedPayNFTOrder')
}
