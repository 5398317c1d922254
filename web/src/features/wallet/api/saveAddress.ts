import { post } from '@/lib/request'

export interface SaveAddressParams {
  currency: number
  name: string
  address: string
  qrcode: string
  type: string
}

/** POST /user/wallet/save: saves a withdrawal address with its QR code picture (an own upload). */
export function saveAddress(params: SaveAddressParams): Promise<string> {
  return post<string>('/user/wallet/save', { ...params })
}
