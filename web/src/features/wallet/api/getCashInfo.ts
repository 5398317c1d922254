import { post } from '@/lib/request'
import type { Schemas } from '@/lib/types'

/** The domestic bank card and wallet accounts. */
export type DomesticCard = Schemas['DomesticCard']

/** POST /user/cash_info: the domestic bank card ("" fields when none). */
export function getCashInfo(): Promise<DomesticCard> {
  return post<DomesticCard>('/user/cash_info')
}
