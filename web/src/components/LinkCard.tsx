import type { ReactNode } from 'react'
import { RightOutline } from '@/components/icons'
import { Link } from '@/lib/router'
import './LinkCard.css'

interface LinkCardProps {
  to: string
  /** Added to the card's `link-card`, such as a feature's `support-link`. */
  className: string
  icon: ReactNode
  title: ReactNode
  text: ReactNode
  /** Before the arrow, such as a count of what is unread. */
  children?: ReactNode
}

/** A card-wide link to another page: its icon, title and line of text, and the arrow. */
export function LinkCard({ to, className, icon, title, text, children }: LinkCardProps) {
  return (
    <Link to={to} className={`link-card ${className}`}>
      {icon}
      <span className="link-card-main">
        <span className="link-card-title">{title}</span>
        <span className="link-card-text">{text}</span>
      </span>
      {children}
      <RightOutline />
    </Link>
  )
}
