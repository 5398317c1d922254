import { post } from '@/lib/request'
import type { Schemas } from '@/lib/types'

/** POST /optional/add: adds an asset to the favourites; answers the favourite row id. */
export function addFavourite(currencyId: number): Promise<Schemas['FavouriteId']> {
  return post<Schemas['FavouriteId']>('/optional/add', { currency_id: currencyId })
}
