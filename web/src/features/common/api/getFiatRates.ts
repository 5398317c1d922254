import { get } from '@/lib/request'
import type { FiatRates } from '../types'

/** GET /fiat/rates: the display currencies with their rates against USD. */
export function getFiatRates(): Promise<FiatRates> {
  return get<FiatRates>('/fiat/rates')
}
