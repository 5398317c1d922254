import { useSession } from '@/lib/session'

/** The site's display zone, in which sale times are shown and resale times are entered. */
export function useZone(): string {
  return useSession((s) => s.siteConfig?.timezone) || '+08:00'
}
