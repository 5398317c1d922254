import { changeTone } from '@/features/market'
import { formatSigned } from '@/lib/amount'

/** A profit in the quote currency: green above zero, red below, grey at zero. */
export function Profit({ value, className = '' }: { value: string; className?: string }) {
  return <span className={`num ${changeTone(value)} ${className}`.trim()}>{formatSigned(value, 2)}</span>
}
