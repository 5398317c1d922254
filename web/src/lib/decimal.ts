import Decimal from 'decimal.js'

/** Decimal for every money value: 20 significant digits, never `number` arithmetic. */
export const Dec = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_UP })

export type DecimalValue = Decimal.Value
