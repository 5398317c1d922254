import { useQuery } from '@tanstack/react-query'
import { PUBLIC, api } from './client'
import { displayZone, formatMs, pickedMs, zoneLabel, type Moment } from './format'
import { useI18n } from './i18n'

/** The public site configuration, of which the console reads the display zone (`timezone`, such as `+08:00`). */
interface SiteConfig {
  timezone?: unknown
}

export const siteConfigKey = ['siteConfig'] as const

/** The platform's display zone, in which the server writes every time and the console shows every time. */
export interface DisplayZone {
  /** As the site setting writes it: `+08:00`. */
  zone: string
  /** As operators read it: `UTC+8`. */
  label: string
  /** A time column's or time label's title naming the zone: `Created (UTC+8)`. */
  title: (text: string) => string
  /** A unix-ms time in the zone: `2026-12-07 18:00:00`; empty for none. */
  format: (ms: number | null | undefined) => string
  /** A unix-ms time in the zone, naming it, for a time shown without a titled column: `2026-12-07 18:00:00 UTC+8`. */
  stamp: (ms: number | null | undefined) => string
  /** The unix ms of a date-time picker's value, its date and time read in the zone. */
  picked: (moment: Moment) => number
}

/**
 * The display zone from the public site configuration (`/api/getSiteConfig`), which every role may read; until it
 * answers, or when it names no zone the server could read, the server's default `+08:00`.
 */
export function useZone(): DisplayZone {
  const { t } = useI18n()
  const config = useQuery({
    queryKey: siteConfigKey,
    queryFn: () => api.get<SiteConfig | null>(`${PUBLIC}/getSiteConfig`),
    staleTime: 10 * 60_000,
  })
  const data = config.data
  const zone = displayZone(data !== null && typeof data === 'object' ? data.timezone : undefined)
  const label = zoneLabel(zone)
  return {
    zone,
    label,
    title: (text) => t('common.in_zone', { text, zone: label }),
    format: (ms) => formatMs(ms, zone),
    stamp: (ms) => {
      const text = formatMs(ms, zone)
      return text && `${text} ${label}`
    },
    picked: (moment) => pickedMs(moment, zone),
  }
}
