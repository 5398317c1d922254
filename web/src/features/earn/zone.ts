import { useSession } from '@/lib/session'

/** The platform's time zone, in which times are shown. */
export function useZone(): string {
  return useSession((s) => s.siteConfig?.timezone) || '+08:00'
}
