import { get } from '@/lib/request'
import type { QuoteGroup } from '../types'

/** GET /currency/quotation_new: the quotes grouped by quote currency; the first group is USDT. */
export function getQuotation(): Promise<QuoteGroup[]> {
  return get<QuoteGroup[]>('/currency/quotation_new')
}
