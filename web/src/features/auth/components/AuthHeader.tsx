import type { ReactNode } from 'react'
import { SiteLogo } from '@/components/SiteLogo'
import '../auth.css'

/** Brand block at the top of the login, register and reset screens. */
export function AuthHeader({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className="auth-header">
      <SiteLogo size={44} />
      <h1 className="auth-title">{title}</h1>
      {subtitle && <p className="auth-subtitle">{subtitle}</p>}
    </div>
  )
}
