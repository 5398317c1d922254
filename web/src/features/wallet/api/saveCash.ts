import { post } from '@/lib/request'
import type { DomesticCard } from './getCashInfo'

/** POST /user/cash_save: saves the domestic bank card; name, bank, account and branch are required. */
export function saveCash(card: Partial<DomesticCard>): Promise<string> {
  return post<string>('/user/cash_save', { ...card })
}
