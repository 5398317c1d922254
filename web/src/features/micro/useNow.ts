import { useEffect, useState } from 'react'

/** The current time in unix ms, renewed every `step` ms while the caller is mounted (for countdowns). */
export function useNow(step = 1000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), step)
    return () => clearInterval(id)
  }, [step])
  return now
}
