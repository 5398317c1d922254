const pad = (n: number) => String(n).padStart(2, '0')

/** A unix-ms time as `YYYY-MM-DD HH:MM:SS` in the browser's zone; empty for none. */
export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || ms <= 0) return ''
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}
