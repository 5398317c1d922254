import { post } from '@/lib/request'
import type { NftOpened } from '../types'

/** POST /bind_box/openBlindBox: opens a box the caller owns and answers the drawn artwork with the draw's inputs. */
export function openBlindBox(code: string): Promise<NftOpened> {
  return post<NftOpened>('/bind_box/openBlindBox', { code })
}
