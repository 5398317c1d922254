import type { ReactNode } from 'react'
import { useLocation, useNavigationType } from '@/lib/router'
import { isTabPath, TabBar } from './TabBar'

/** Frame of every screen: the enter transition and, on tab screens, the bottom tab bar. */
export function Shell({ children }: { children: ReactNode }) {
  const location = useLocation()
  const navigationType = useNavigationType()
  const tab = isTabPath(location.pathname)
  const back = navigationType === 'POP' && location.key !== 'default'
  const direction = back ? 'screen back' : 'screen'
  return (
    <div className={tab ? 'shell has-tabbar' : 'shell'}>
      <div key={location.pathname} className={direction}>
        {children}
      </div>
      {tab && <TabBar activePath={location.pathname} />}
    </div>
  )
}
