import { useEffect, useRef } from 'react'
import { holdFeed, type Feed } from '@/lib/feeds'

/** Holds a socket feed (src/lib/feeds.ts) while the calling component is mounted; `null` holds none. */
export function useFeed(feed: Feed | null): void {
  const latest = useRef(feed)
  useEffect(() => {
    latest.current = feed
  })
  const key = feed?.key ?? ''
  useEffect(() => {
    const current = latest.current
    if (!key || !current) return
    return holdFeed(current)
  }, [key])
}
