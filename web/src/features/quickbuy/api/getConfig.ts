import { get } from '@/lib/request'
import type { QuickBuyConfig } from '../types'

/** GET /quickbuy/config: the countries with their fiat, rate, methods and limits, the coins on sale and the rules. */
export function getConfig(): Promise<QuickBuyConfig> {
  return get<QuickBuyConfig>('/quickbuy/config')
}
