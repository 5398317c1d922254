import type { ReactNode } from 'react'

interface FactProps {
  label: ReactNode
  /** The value's class. */
  className?: string
  /** The class of the fact's row, such as `wide`. */
  rowClassName?: string
  children?: ReactNode
}

/** One fact of a description list (`ui-facts`, `pair-stats`…): its words, then its value with the value's class. */
export function Fact({ label, className, rowClassName, children }: FactProps) {
  return (
    <div className={rowClassName}>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  )
}
