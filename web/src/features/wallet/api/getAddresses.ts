import { get } from '@/lib/request'
import type { Schemas } from '@/lib/types'
import type { DataPage } from '../types'

/** A saved withdrawal address. */
export type SavedAddress = Schemas['AddressItem']

/** GET /user/wallet/list: the user's saved withdrawal addresses. */
export function getAddresses(page: number, limit = 20): Promise<DataPage<SavedAddress>> {
  return get<DataPage<SavedAddress>>('/user/wallet/list', { page, limit })
}
