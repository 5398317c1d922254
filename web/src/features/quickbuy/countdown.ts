/** Milliseconds left until `deadlineTs`, never below zero; zero when there is no deadline. */
export function remainingMs(deadlineTs: number | null | undefined, now: number): number {
  if (typeof deadlineTs !== 'number' || !Number.isFinite(deadlineTs) || deadlineTs <= 0) return 0
  return Math.max(0, deadlineTs - now)
}

/** Whether the deadline has passed (or there is none). */
export function isExpired(deadlineTs: number | null | undefined, now: number): boolean {
  return remainingMs(deadlineTs, now) === 0
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Time left as `mm:ss`, or `h:mm:ss` from an hour on; a started second counts as a whole one. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`
}
