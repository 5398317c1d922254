import Decimal from 'decimal.js'

/** Decimal for every money value: 20 significant digits, never `number` arithmetic. */
export const Dec = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_UP })

export type DecimalValue = Decimal.Value

/** A decimal of an API text, or null when the text is not a number. */
export function toDec(value: unknown): InstanceType<typeof Dec> | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  try {
    const d = new Dec(typeof value === 'string' ? value.trim().replace(/%$/, '') : value)
    return d.isFinite() ? d : null
  } catch {
    return null
  }
}

/** Decimals written in a decimal text (`"0.10000000"` → 8), the asset's or pair's scale; `fallback` otherwise. */
export function scaleOf(text: string | undefined, fallback = 8): number {
  if (typeof text !== 'string' || toDec(text) === null) return fallback
  const decimals = text.trim().split('.')[1]
  return decimals === undefined ? 0 : decimals.length
}
