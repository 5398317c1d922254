import { post } from '@/lib/request'
import type { NftResellInput } from '../types'

/** POST /bind_box/resellNFT: lists an artwork the caller owns at a fixed price or by auction; it cannot be withdrawn. */
export function resellNFT(input: NftResellInput): Promise<string> {
  return post<string>('/bind_box/resellNFT', { ...input })
}
