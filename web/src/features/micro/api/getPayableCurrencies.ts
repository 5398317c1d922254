import { get } from '@/lib/request'
import type { PayableCurrency } from '../types'

/** GET /microtrade/payable_currencies: stake currencies, their stake presets and the caller's micro balance. */
export async function getPayableCurrencies(): Promise<PayableCurrency[]> {
  const rows = await get<PayableCurrency[]>('/microtrade/payable_currencies')
  return Array.isArray(rows) ? rows : []
}
