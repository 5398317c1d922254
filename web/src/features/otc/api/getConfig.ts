import { get } from '@/lib/request'
import type { OtcConfig } from '../types'

/** GET /otc/config: the assets, fiat currencies, payment methods and the published rules. */
export function getConfig(): Promise<OtcConfig> {
  return get<OtcConfig>('/otc/config')
}
