const pad = (n: number) => String(n).padStart(2, '0')

/** The platform's display zone until the site says otherwise (the server's own default). */
export const DEFAULT_ZONE = '+08:00'

/**
 * Minutes east of UTC of a display zone written as the server reads the `timezone` setting (`+08:00`, `-03:30`:
 * a sign, hours 0–14, minutes 0–59); null for anything else, which the server replaces with its default.
 */
export function zoneOffsetMinutes(zone: unknown): number | null {
  if (typeof zone !== 'string') return null
  const match = /^([+-])(\d{1,2}):(\d{1,2})$/.exec(zone)
  if (!match) return null
  const [, sign, hours, minutes] = match
  const h = Number(hours)
  const m = Number(minutes)
  if (h > 14 || m > 59) return null
  return (sign === '-' ? -1 : 1) * (h * 60 + m)
}

/** The zone a site setting names, or the server's default when it names none it can read. */
export function displayZone(setting: unknown): string {
  return zoneOffsetMinutes(setting) === null ? DEFAULT_ZONE : (setting as string)
}

/** A display zone as operators read it: `UTC+8`, `UTC-3:30`, `UTC`. */
export function zoneLabel(zone: string): string {
  const minutes = zoneOffsetMinutes(zone) ?? zoneOffsetMinutes(DEFAULT_ZONE) ?? 0
  if (minutes === 0) return 'UTC'
  const whole = Math.abs(minutes)
  const rest = whole % 60
  return `UTC${minutes < 0 ? '-' : '+'}${Math.floor(whole / 60)}${rest ? `:${pad(rest)}` : ''}`
}

/** A unix-ms time as `YYYY-MM-DD HH:MM:SS` in the display zone `zone`, whatever the browser's; empty for none. */
export function formatMs(ms: number | null | undefined, zone: string): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms <= 0) return ''
  const offset = zoneOffsetMinutes(zone) ?? zoneOffsetMinutes(DEFAULT_ZONE) ?? 0
  const d = new Date(ms + offset * 60_000)
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  )
}

/** What a date-time picker holds (a Dayjs): a moment in the browser's zone. */
export interface Moment {
  valueOf(): number
}

/**
 * The unix ms of what an operator picked, its date and time read in the display zone `zone`: the picker shows the
 * browser's clock, but operators pick times of the platform, as every time of the console is shown.
 */
export function pickedMs(moment: Moment, zone: string): number {
  const ms = moment.valueOf()
  const browser = new Date(ms).getTimezoneOffset()
  const offset = zoneOffsetMinutes(zone) ?? zoneOffsetMinutes(DEFAULT_ZONE) ?? 0
  return ms - (browser + offset) * 60_000
}

/** The thousands and decimal separators of a locale's numbers. */
function separators(locale: string): { group: string; decimal: string } {
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5)
    return {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    }
  } catch {
    return { group: ',', decimal: '.' }
  }
}

/**
 * A decimal amount as the server sends it (`"1000.5"`), grouped by thousands in the operator's locale
 * (`"1,000.5"`). Digits are moved as text, never through a float, so no digit is lost; anything that is not a plain
 * decimal comes back as it is.
 */
export function groupAmount(amount: string | number, locale: string): string {
  const text = String(amount).trim()
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return text
  const [, sign, whole, fraction] = match
  const { group, decimal } = separators(locale)
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group)
  return `${sign}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`
}

/** Who a row is about, as operators read it: `#12 (a@b.c)`, or only the part the answer carries; `–` for none. */
export function userLabel(row: { user_id?: number | null; email?: string | null; account?: string | null }): string {
  const contact = (row.email || row.account || '').trim()
  const id = typeof row.user_id === 'number' ? `#${row.user_id}` : ''
  if (id && contact) return `${id} (${contact})`
  return id || contact || '–'
}

/** The asset id of USDT, fixed by the seed (1 BTC, 2 ETH, 3 USDT…); merchant deposits are held in it. */
export const USDT_ASSET_ID = 3
