import { post } from '@/lib/request'
import type { ConvertList } from '../types'

/** POST /user/getTransferList: the convertible assets and their change-account balances. */
export function getConvertList(): Promise<ConvertList> {
  return post<ConvertList>('/user/getTransferList')
}
