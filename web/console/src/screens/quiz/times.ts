import { pickedMs, type Moment } from '../../lib/format'
import type { TextKey } from '../../lib/i18n'

export interface PickedTimes {
  opens_at?: Moment | null
  closes_at?: Moment | null
  settles_at?: Moment | null
}

export interface RoundTimes {
  opens_at: number
  closes_at: number
  settles_at: number
}

/** The three picked times as Unix ms, read as times of the display zone `zone`, or null while one is missing. */
export function roundTimes(picked: PickedTimes, zone: string): RoundTimes | null {
  const { opens_at, closes_at, settles_at } = picked
  if (!opens_at || !closes_at || !settles_at) return null
  return {
    opens_at: pickedMs(opens_at, zone),
    closes_at: pickedMs(closes_at, zone),
    settles_at: pickedMs(settles_at, zone),
  }
}

/** The first field the server would refuse, as it checks them: opening from now on, then each after the one before. */
export function timesProblem(times: RoundTimes, now: number): { field: keyof RoundTimes; text: TextKey } | null {
  if (times.opens_at < now) return { field: 'opens_at', text: 'quiz.time_past' }
  if (times.closes_at <= times.opens_at) return { field: 'closes_at', text: 'quiz.closes_after_opens' }
  if (times.settles_at <= times.closes_at) return { field: 'settles_at', text: 'quiz.settles_after_closes' }
  return null
}
