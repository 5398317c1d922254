import { get } from '@/lib/request'
import type { NftArtistDetail } from '../types'

/** GET /bind_box/getArtistDetail: an artist (by user id) with their artworks and collected works. */
export function getArtistDetail(uid: number): Promise<NftArtistDetail> {
  return get<NftArtistDetail>('/bind_box/getArtistDetail', { uid })
}
