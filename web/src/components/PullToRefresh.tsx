import { useConfig } from 'antd-mobile'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import './PullToRefresh.css'

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete'

/** antd-mobile's defaults: the status line's height, how far to pull to refresh, how long "refreshed" stays. */
export const HEAD_HEIGHT = 40
export const THRESHOLD = 60
export const COMPLETE_DELAY = 500

/**
 * How far the head opens for a finger `distance` px down, antd-mobile's rubber band: half as far at first, less and
 * less after, never five heads.
 */
export function pulledHeight(distance: number): number {
  if (distance <= 0) return 0
  const limit = HEAD_HEIGHT * 5
  return (distance * limit * 0.5) / (limit + 0.5 * distance)
}

/** Whether nothing above `target` (up to the window) is scrolled down, so a pull down is a pull, not a scroll. */
function atTop(target: EventTarget | null): boolean {
  for (let element = target instanceof Element ? target : null; element; element = element.parentElement) {
    if (element.scrollTop > 0) return false
  }
  return window.scrollY <= 0
}

/**
 * antd-mobile's PullToRefresh (same texts, distances and delays) on plain touch events and a CSS transition: the
 * markets page would otherwise download react-spring and a gesture library for it. Pulled down from the top of the
 * page, the status line opens; let go past the threshold, it stays open while `onRefresh` runs.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { locale } = useConfig()
  const element = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState(0)
  const [status, setStatus] = useState<Status>('pulling')
  const [dragging, setDragging] = useState(false)
  const refresh = useRef(onRefresh)
  const current = useRef<Status>('pulling')
  useEffect(() => {
    refresh.current = onRefresh
  })

  useEffect(() => {
    const node = element.current
    if (!node) return
    let startY: number | null = null
    let pulled = 0
    const show = (next: Status) => {
      current.current = next
      setStatus(next)
    }
    const start = (event: TouchEvent) => {
      const busy = current.current === 'refreshing' || current.current === 'complete'
      startY = !busy && event.touches.length === 1 && atTop(event.target) ? event.touches[0].clientY : null
      pulled = 0
    }
    const move = (event: TouchEvent) => {
      if (startY === null) return
      const distance = event.touches[0].clientY - startY
      if (distance <= 0 && pulled === 0) {
        // A scroll up: the page scrolls, the head stays shut.
        startY = null
        return
      }
      if (event.cancelable) event.preventDefault()
      pulled = pulledHeight(distance)
      setDragging(true)
      setHeight(pulled)
      show(pulled > THRESHOLD ? 'canRelease' : 'pulling')
    }
    const end = () => {
      if (startY === null) return
      startY = null
      setDragging(false)
      if (current.current !== 'canRelease') {
        setHeight(0)
        return
      }
      setHeight(HEAD_HEIGHT)
      show('refreshing')
      const close = () => {
        setHeight(0)
        show('pulling')
      }
      void Promise.resolve()
        .then(() => refresh.current())
        .then(() => {
          show('complete')
          setTimeout(close, COMPLETE_DELAY)
        }, close)
    }
    node.addEventListener('touchstart', start, { passive: true })
    // Not passive: a pull must not also scroll or bounce the page.
    node.addEventListener('touchmove', move, { passive: false })
    node.addEventListener('touchend', end)
    node.addEventListener('touchcancel', end)
    return () => {
      node.removeEventListener('touchstart', start)
      node.removeEventListener('touchmove', move)
      node.removeEventListener('touchend', end)
      node.removeEventListener('touchcancel', end)
    }
  }, [])

  const text = {
    pulling: locale.PullToRefresh.pulling,
    canRelease: locale.PullToRefresh.canRelease,
    refreshing: `${locale.common.loading}...`,
    complete: locale.PullToRefresh.complete,
  }[status]
  return (
    <div className="pull-to-refresh" ref={element}>
      <div className={dragging ? 'pull-to-refresh-head dragging' : 'pull-to-refresh-head'} style={{ height }}>
        <div className="pull-to-refresh-status" style={{ height: HEAD_HEIGHT }} aria-live="polite">
          {height > 0 ? text : null}
        </div>
      </div>
      {children}
    </div>
  )
}
