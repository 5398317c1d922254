import { NavBar } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useNavigate } from '@/lib/router'
import { ROUTES } from '@/lib/navigation'

interface PageProps {
  title?: ReactNode
  /** Shows the back arrow; tab screens have none. */
  back?: boolean
  left?: ReactNode
  right?: ReactNode
  /** One plain surface for bar and body, as on the sign-in screens. */
  plain?: boolean
  children: ReactNode
}

/** True when the app has an earlier screen of its own to go back to. */
export function canGoBack(): boolean {
  const state: unknown = window.history.state
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0
}

/** A screen with the app's custom navigation bar. */
export function Page({ title, back = true, left, right, plain = false, children }: PageProps) {
  const navigate = useNavigate()
  const onBack = () => {
    if (canGoBack()) void navigate(-1)
    else void navigate(ROUTES.home, { replace: true })
  }
  return (
    <div className={plain ? 'page plain' : 'page'}>
      <header className="page-nav">
        <NavBar back={back ? '' : null} onBack={onBack} left={left} right={right}>
          {title}
        </NavBar>
      </header>
      <main className="page-body">{children}</main>
    </div>
  )
}
