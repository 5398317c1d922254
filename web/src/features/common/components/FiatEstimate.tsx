import { formatFiat } from '@/lib/amount'
import { useFiat } from '../fiat'

interface FiatEstimateProps {
  /** The value in USDT, counted one to one with the US dollar. */
  usdt: string
  className?: string
}

/** `≈ ` and a USDT value in the display currency the user chose in the settings. */
export function FiatEstimate({ usdt, className = '' }: FiatEstimateProps) {
  const fiat = useFiat()
  return <span className={`fiat-estimate num ${className}`.trim()}>≈ {formatFiat(usdt, fiat)}</span>
}
