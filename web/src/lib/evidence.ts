import { zoneOffsetMinutes } from './format'

/** Why a position was closed: 1 user, 2 take-profit, 3 stop-loss, 4 liquidation, 5 batch close. */
export const CLOSE_REASON_KEYS: Record<number, string> = {
  1: 'lever.reason_user',
  2: 'lever.reason_take_profit',
  3: 'lever.reason_stop_loss',
  4: 'lever.reason_liquidation',
  5: 'lever.reason_batch',
}

/** The translation key of a close reason, or null when there is none (or an unknown one). */
export function closeReasonKey(reason: number | null | undefined): string | null {
  return reason === null || reason === undefined ? null : (CLOSE_REASON_KEYS[Number(reason)] ?? null)
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** A unix ms moment as `YYYY-MM-DD HH:MM:SS` in the platform zone; "" when there is none. */
export function formatStamp(ms: number | null | undefined, zone = '+08:00'): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return ''
  const local = new Date(ms + zoneOffsetMinutes(zone) * 60_000)
  const date = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`
  return `${date} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
}

/** Translation keys of the source codes the server may send in `price_source`. */
const SOURCE_KEYS: Record<string, string> = {
  index: 'quotes.source_index',
  spot: 'quotes.source_spot',
  simulator: 'quotes.source_simulator',
  binance: 'quotes.source_binance',
  okx: 'quotes.source_okx',
  none: 'quotes.source_none',
}

/** What a `price_source` says: a known code translated, anything else as sent; null when empty. */
export function priceSourceLabel(source: string | null | undefined): { key?: string; text?: string } | null {
  const text = (source ?? '').trim()
  if (text === '') return null
  const key = SOURCE_KEYS[text.toLowerCase()]
  return key ? { key } : { text }
}

/**
 * A price source in the user's words: each known code translated (`simulator` → "Simulated", `binance` → "Binance"),
 * a combination of feeds (`binance+okx`) as its translated parts joined by ` + `; an unknown code as sent, and
 * `--` when there is none.
 */
export function describePriceSource(source: string | null | undefined, t: (key: string) => string): string {
  const text = (source ?? '').trim()
  if (text === '') return '--'
  return text
    .split('+')
    .map((part) => {
      const key = SOURCE_KEYS[part.trim().toLowerCase()]
      return key ? t(key) : part.trim()
    })
    .join(' + ')
}
