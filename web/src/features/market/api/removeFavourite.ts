import { post } from '@/lib/request'

/** POST /optional/del: removes an asset from the favourites. */
export function removeFavourite(currencyId: number): Promise<string> {
  return post<string>('/optional/del', { currency_id: currencyId })
}
