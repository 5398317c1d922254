import { post } from '@/lib/request'
import type { Schemas } from '@/lib/types'

export type SaveAddressParams = Schemas['AddressInput']

/** POST /user/wallet/save: saves a withdrawal address with its QR code picture (an own upload). */
export function saveAddress(params: SaveAddressParams): Promise<string> {
  return post<string>('/user/wallet/save', { ...params })
}
