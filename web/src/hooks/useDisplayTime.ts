import { useZone } from './useZone'
import { useTranslation } from '@/lib/i18n'
import { formatRelativeTime } from '@/lib/format'

export interface Timed {
  create_time: string
  create_time_ts?: number
}

/** Relative time of a row ("5 min ago", then the date), in the platform's zone. */
export function useDisplayTime(): (row: Timed) => string {
  const { t } = useTranslation()
  const zone = useZone()
  return (row) => {
    const value = typeof row.create_time_ts === 'number' ? row.create_time_ts : row.create_time
    return formatRelativeTime(value ?? '', t, Date.now(), zone) || row.create_time || ''
  }
}
