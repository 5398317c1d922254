import { useSession } from '@/lib/session'

/** The platform's display zone (`+08:00`), in which times are shown. */
export function useZone(): string {
  return useSession((s) => s.siteConfig?.timezone) || '+08:00'
}

/** A display zone as users read it: `UTC+8`, `UTC-5:30`, `UTC`. */
export function zoneLabel(zone: string): string {
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(zone.trim())
  if (!match) return 'UTC'
  const [, sign, hours, minutes] = match
  if (Number(hours) === 0 && Number(minutes) === 0) return 'UTC'
  return `UTC${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`
}
