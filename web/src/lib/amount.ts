import { Dec, scaleOf, toDec } from './decimal'

/** The scales of a market as the quotation publishes them (the pair's configured precision). */
export interface MarketScales {
  price_scale?: number | null
  qty_scale?: number | null
}

/** What an amount that is zero shows, whatever its scale. */
export const ZERO_AMOUNT = '0.00'

function validScale(scale: number | null | undefined): scale is number {
  return typeof scale === 'number' && Number.isInteger(scale) && scale >= 0 && scale <= 18
}

/**
 * A decimal text with its whole part grouped by thousands: `94959.24` → `94,959.24`, `-1234567` → `-1,234,567`.
 * The app writes every decimal mark as `.` in all languages, so grouping is `,` in all of them. Text that is not a
 * plain decimal is returned as given. For display only: never send it to the server or put it in a field.
 */
export function groupThousands(text: string): string {
  const match = /^([+-]?)(\d+)(\.\d+)?$/.exec(text)
  if (!match) return text
  const [, sign, whole, fraction = ''] = match
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`
}

/**
 * An amount by the display rule, without grouping: exactly `scale` decimals, cut and never rounded up, zero as
 * `0.00`. This is the text to put in an input or send to the server; `--` when the value is not a number.
 */
export function plainAmount(value: unknown, scale: number): string {
  const d = toDec(value)
  if (!d) return '--'
  const cut = d.toDecimalPlaces(validScale(scale) ? scale : 8, Dec.ROUND_DOWN)
  if (cut.isZero()) return ZERO_AMOUNT
  return cut.toFixed(validScale(scale) ? scale : 8)
}

/**
 * The one display rule for amounts: exactly `scale` decimals, cut and never rounded up (a shown amount is never
 * more than the real one), zero as `0.00`, and the whole part grouped by thousands (`94,959.24`). `--` when the
 * value is not a number.
 */
export function formatAmount(value: unknown, scale: number): string {
  return groupThousands(plainAmount(value, scale))
}

/** A preset's label and the amount it puts in a field: the value without trailing zeros (`10`, `0.5`). */
export function presetAmount(value: unknown): string {
  const d = toDec(value)
  return d ? d.toString() : '--'
}

/** A price for a field the user edits: by the market's price scale, without grouping (`94959.24`). */
export function plainPrice(value: unknown, market?: MarketScales | null): string {
  const scale = validScale(market?.price_scale) ? market.price_scale : scaleOf(String(value ?? ''))
  return plainAmount(value, scale)
}

/** A price by the market's price scale (the scale written in the value when the market is not known). */
export function formatPrice(value: unknown, market?: MarketScales | null): string {
  const scale = validScale(market?.price_scale) ? market.price_scale : scaleOf(String(value ?? ''))
  return formatAmount(value, scale)
}

/** A quantity of the base asset by the market's quantity scale. */
export function formatQty(value: unknown, market?: MarketScales | null): string {
  const scale = validScale(market?.qty_scale) ? market.qty_scale : scaleOf(String(value ?? ''))
  return formatAmount(value, scale)
}

/**
 * A balance (or any amount of one asset) by the asset's scale. Amounts on the wire are written with that scale,
 * so it is read from the value unless the caller knows it.
 */
export function formatBalance(value: unknown, scale?: number): string {
  return formatAmount(value, validScale(scale) ? scale : scaleOf(String(value ?? '')))
}

/** A signed amount by the same rule: `+1.50` above zero, `-1.50` below, `0.00` at zero. */
export function formatSigned(value: unknown, scale?: number): string {
  const text = formatBalance(value, scale)
  const d = toDec(text.replaceAll(',', ''))
  return d && d.greaterThan(0) ? `+${text}` : text
}

/** Signs of the display currencies the server publishes; others are written after the amount by their code. */
const FIAT_SIGNS: Record<string, string> = {
  USD: '$',
  CNY: '¥',
  EUR: '€',
  GBP: '£',
  JPY: 'JP¥',
  HKD: 'HK$',
  SGD: 'S$',
  THB: '฿',
  PHP: '₱',
  VND: '₫',
}

/** Display currencies without minor units. */
const WHOLE_FIATS = new Set(['JPY', 'VND'])

/**
 * A value in US dollars shown in a display currency (`rate` units per dollar), by the same rule as every amount:
 * two decimals (none for yen and dong), cut, zero as `0.00`.
 */
export function formatFiat(usd: unknown, fiat: { currency_code: string; rate: string }): string {
  const value = toDec(usd)
  const rate = toDec(fiat.rate)
  if (!value || !rate) return '--'
  const code = fiat.currency_code
  const amount = formatAmount(value.times(rate).abs().toFixed(), WHOLE_FIATS.has(code) ? 0 : 2)
  const minus = value.times(rate).isNegative() && amount !== ZERO_AMOUNT ? '-' : ''
  const sign = FIAT_SIGNS[code]
  return sign ? `${minus}${sign}${amount}` : `${minus}${amount} ${code}`
}
