import { post } from '@/lib/request'

/** POST /optional/add: adds an asset to the favourites; answers the favourite row id. */
export function addFavourite(currencyId: number): Promise<{ id: number }> {
  return post<{ id: number }>('/optional/add', { currency_id: currencyId })
}
