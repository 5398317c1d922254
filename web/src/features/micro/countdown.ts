import { parseTime } from '@/lib/format'
import type { OptionRow } from './types'

/**
 * When an option settles, in unix ms: the moment its row arrived plus the `remain_milli_seconds` the server counted
 * (so a wrong clock on this device does not matter), else its start (`open_price_ts`, or `created_at` in the
 * platform zone) plus its `seconds`. Null when neither can be read.
 */
export function deadlineOf(order: OptionRow, zone = '+08:00'): number | null {
  const remain = order.remain_milli_seconds
  if (typeof remain === 'number' && Number.isFinite(remain) && typeof order.received_at === 'number') {
    return order.received_at + Math.max(0, remain)
  }
  const start = typeof order.open_price_ts === 'number' ? order.open_price_ts : parseTime(order.created_at ?? '', zone)
  const seconds = Number(order.seconds)
  if (!Number.isFinite(start) || !Number.isFinite(seconds)) return null
  return start + seconds * 1000
}

/** Milliseconds left until `deadline` (never below 0), or null without a deadline. */
export function remainingMs(deadline: number | null, now: number): number | null {
  return deadline === null ? null : Math.max(0, deadline - now)
}

/** A countdown as `m:ss` (or `h:mm:ss` from an hour), counting whole seconds up so it shows 0:00 only at the end. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const ss = String(s).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`
}

/** How long after expiry the socket's `option_result` is awaited before `/microtrade/get_result` is asked instead. */
export const SOCKET_GRACE_MS = 3000

/**
 * Whether to ask `/microtrade/get_result` now: once the option has expired when private pushes cannot arrive, or
 * once the push is `SOCKET_GRACE_MS` late when they can.
 */
export function shouldPollResult(deadline: number | null, now: number, pushesArrive: boolean): boolean {
  if (deadline === null) return false
  return now >= deadline + (pushesArrive ? SOCKET_GRACE_MS : 0)
}
