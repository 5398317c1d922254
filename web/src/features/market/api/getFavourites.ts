import { get } from '@/lib/request'
import type { Favourite } from '../types'

/** GET /optional/list: the user's favourite assets. */
export function getFavourites(): Promise<Favourite[]> {
  return get<Favourite[]>('/optional/list')
}
