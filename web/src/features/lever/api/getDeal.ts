import { post } from '@/lib/request'
import type { LeverDeal } from '../types'

/** POST /lever/deal: the pair's book, the user's holdings, lot and leverage presets and the lever balance. */
export function getDeal(currencyId: number, legalId: number): Promise<LeverDeal> {
  return post<LeverDeal>('/lever/deal', { currency_id: currencyId, legal_id: legalId })
}
