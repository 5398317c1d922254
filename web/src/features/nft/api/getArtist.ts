import { get } from '@/lib/request'
import type { NftArtist } from '../types'

/** GET /bind_box/getArtist: the artists, a bare array per page. */
export function getArtist(page: number, limit: number): Promise<NftArtist[]> {
  return get<NftArtist[]>('/bind_box/getArtist', { page, limit })
}
