import { useSession } from '@/lib/session'

/** The site's display zone, in which the evidence's moments are shown. */
export function useZone(): string {
  return useSession((s) => s.siteConfig?.timezone) || '+08:00'
}
