import { useEffect, useState } from 'react'

/** The clock, read again every `tick` ms, for countdowns. */
export function useNow(tick = 1000): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tick)
    return () => clearInterval(timer)
  }, [tick])
  return now
}
