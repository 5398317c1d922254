import { formatBalance } from '@/lib/amount'
import { Dec, toDec } from '@/lib/decimal'

/** An amount in minor units (integer text, as proofs and totals carry it) in its asset's unit, by the display rule. */
export function formatMinor(minor: string, scale: number): string {
  const units = toDec(minor)
  if (!units || !units.isInteger()) return '--'
  return formatBalance(units.times(new Dec(10).pow(-scale)).toFixed(scale), scale)
}
