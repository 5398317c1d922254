import { get } from '@/lib/request'
import type { SiteConfig } from '@/lib/types'

/** GET /getSiteConfig: site name, logos, service links, display zone, default language, demo flag. */
export function getSiteConfig(): Promise<SiteConfig> {
  return get<SiteConfig>('/getSiteConfig')
}
