import type { ReactNode } from 'react'
import { RightOutline } from '@/components/icons'
import { Link } from '@/lib/router'

interface ProductLinkProps {
  to: string
  icon: ReactNode
  title: string
  line: string
  children?: ReactNode
}

/** A Finance tab card that opens a product area: icon, title and one line, and what the area shows live. */
export function ProductLink({ to, icon, title, line, children }: ProductLinkProps) {
  return (
    <Link to={to} className="ui-card earn-card">
      <div className="earn-card-head">
        <span className="earn-card-icon" aria-hidden="true">
          {icon}
        </span>
        <h3 className="earn-card-title">{title}</h3>
        <RightOutline className="earn-chevron" aria-hidden="true" />
      </div>
      <p className="earn-card-line">{line}</p>
      {children}
    </Link>
  )
}
