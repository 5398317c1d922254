import { get } from '@/lib/request'
import type { DataPage } from '../types'

export interface SavedAddress {
  id: number
  currency: number
  currency_name: string
  name: string
  address: string
  qrcode: string
  type: string
  create_time: string
}

/** GET /user/wallet/list: the user's saved withdrawal addresses. */
export function getAddresses(page: number, limit = 20): Promise<DataPage<SavedAddress>> {
  return get<DataPage<SavedAddress>>('/user/wallet/list', { page, limit })
}
