import { useCallback, useEffect, useState } from 'react'

export interface AutoAdvance {
  index: number
  next: () => void
  previous: () => void
}

/**
 * The current slide of `count`, moving on every `intervalMs` while `playing`.
 * Any move restarts the wait, so a slide the user picked gets its full time.
 */
export function useAutoAdvance(count: number, intervalMs: number, playing: boolean): AutoAdvance {
  const [index, setIndex] = useState(0)
  const step = useCallback(
    (delta: number) => setIndex((current) => (current + delta + count) % count),
    [count],
  )

  useEffect(() => {
    if (!playing || count < 2) return
    const timer = setTimeout(() => step(1), intervalMs)
    return () => clearTimeout(timer)
  }, [index, playing, count, intervalMs, step])

  return {
    index: count > 0 ? Math.min(index, count - 1) : 0,
    next: useCallback(() => step(1), [step]),
    previous: useCallback(() => step(-1), [step]),
  }
}
