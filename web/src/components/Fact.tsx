import type { ReactNode } from 'react'

/** One fact of a description list (`ui-facts`, `pair-stats`…): its words, then its value with the value's class. */
export function Fact({ label, className, children }: { label: ReactNode; className?: string; children?: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  )
}
