/** The candle periods the trade screen offers, in canonical names (API contract §5.7). */
export const PERIODS = ['1min', '5min', '15min', '30min', '60min', '4hour', '1day', '1week', '1mon'] as const
export type Period = (typeof PERIODS)[number]

export const DEFAULT_PERIOD: Period = '15min'

/** Every canonical period with its length in seconds (1mon as 30 days, for history windows only). */
const SECONDS: Record<string, number> = {
  '1min': 60,
  '5min': 300,
  '15min': 900,
  '30min': 1800,
  '60min': 3600,
  '4hour': 14_400,
  '1day': 86_400,
  '1week': 604_800,
  '1mon': 2_592_000,
}

/** Aliases the server accepts; `1M` is a month, never a minute. */
const ALIASES: Record<string, string> = {
  '1H': '60min',
  '1D': '1day',
  '1W': '1week',
  '1M': '1mon',
}

/** The canonical name of a period or alias, or null when the server knows neither. */
export function canonicalPeriod(period: string): string | null {
  const trimmed = period.trim()
  if (trimmed in SECONDS) return trimmed
  return ALIASES[trimmed] ?? null
}

/** Whether a value is one of the periods the screen offers. */
export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value)
}

/** Length of a period in seconds; 0 for an unknown one. */
export function periodSeconds(period: string): number {
  const name = canonicalPeriod(period)
  return name ? SECONDS[name] : 0
}

/** Candles asked for when a chart opens; the server gives at most 1500. */
export const HISTORY_CANDLES = 300

/** The `from`/`to` window (unix seconds) that covers the last `count` candles up to `nowMs`. */
export function historyWindow(period: string, nowMs: number, count = HISTORY_CANDLES): { from: number; to: number } {
  const to = Math.floor(nowMs / 1000)
  return { from: to - periodSeconds(period) * count, to }
}
