import { useEffect, useRef } from 'react'
import { SoundOutline } from '@/components/icons'
import type { News } from '@/lib/types'
import '../content.css'

/** antd-mobile NoticeBar's pace: the line stands still for 2 s, then scrolls by at 50 px a second. */
const DELAY = 2000
const SPEED = 50

/**
 * Scrolls `line` across `box` as antd-mobile's NoticeBar does, when it is wider than the box: first from where it
 * stands, then again and again from the right edge. Answers the clean-up.
 */
function scrollAcross(box: HTMLElement, line: HTMLElement): () => void {
  let started = false
  let moving = false
  const run = () => {
    if (!started) return
    if (box.offsetWidth >= line.offsetWidth) {
      moving = false
      line.style.removeProperty('transition-duration')
      line.style.removeProperty('transform')
      return
    }
    if (moving) return
    const first = !line.style.transform
    line.style.transitionDuration = '0s'
    line.style.transform = first ? 'translateX(0)' : `translateX(${box.offsetWidth}px)`
    // Reading the widths lays the line out at its start before the transition begins.
    const distance = first ? line.offsetWidth : box.offsetWidth + line.offsetWidth
    moving = true
    line.style.transitionDuration = `${Math.round(distance / SPEED)}s`
    line.style.transform = `translateX(-${line.offsetWidth}px)`
  }
  const again = () => {
    moving = false
    run()
  }
  const timer = setTimeout(() => {
    started = true
    run()
  }, DELAY)
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(run)
  resized?.observe(box)
  line.addEventListener('transitionend', again)
  return () => {
    clearTimeout(timer)
    resized?.disconnect()
    line.removeEventListener('transitionend', again)
  }
}

/**
 * One scrolling line with the latest announcement titles; tapping opens the announcement list. Drawn as antd-mobile's
 * NoticeBar in its info colours (content.css) without the component, which brings two icons of its own along.
 */
export function NoticeTicker({ notices, onOpen }: { notices: News[]; onOpen: () => void }) {
  const titles = notices.map((notice) => notice.title).filter(Boolean)
  const text = titles.join('\u3000\u3000')
  const box = useRef<HTMLSpanElement>(null)
  const line = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    if (!box.current || !line.current) return
    line.current.style.removeProperty('transform')
    return scrollAcross(box.current, line.current)
  }, [text])
  if (titles.length === 0) return null
  return (
    <div
      className="notice-ticker"
      role="link"
      tabIndex={0}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen()
      }}
    >
      <span className="notice-ticker-icon">
        <SoundOutline />
      </span>
      <span className="notice-ticker-box" ref={box}>
        <span className="notice-ticker-line" ref={line}>
          {text}
        </span>
      </span>
    </div>
  )
}
