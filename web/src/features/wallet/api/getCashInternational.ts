import { post } from '@/lib/request'
import type { Schemas } from '@/lib/types'

/** POST /user/cash_info_international: the form's labels (in the request language) and the saved values. */
export function getCashInternational(): Promise<Schemas['InternationalCard']> {
  return post<Schemas['InternationalCard']>('/user/cash_info_international')
}
