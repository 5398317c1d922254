import { useEffect, useState } from 'react'

export interface NowOptions {
  /** How often the clock is read again, in ms. */
  tick?: number
  /** While false the clock is not read; when it turns true again it is read at once. */
  running?: boolean
}

/** The clock in unix ms, read again every `tick` ms while `running`, for countdowns and deadlines. */
export function useNow({ tick = 1000, running = true }: NowOptions = {}): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    if (!running) return
    const read = () => setNow(Date.now())
    // The clock may have stood still while not running: read it at once rather than a tick late.
    const first = setTimeout(read, 0)
    const timer = setInterval(read, tick)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [running, tick])
  return now
}
