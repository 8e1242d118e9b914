import { useEffect, useRef } from 'react'

/**
 * Calls `poll` every `intervalMs` while the tab is visible, and once at
 * once when it becomes visible again; a hidden tab asks nothing. The
 * first load is the caller's. Cheaper than a stream for a count that
 * changes a few times an hour, and it needs no server of its own.
 */
export function useVisiblePoll(poll: () => void, intervalMs: number): void {
  const latest = useRef(poll)
  useEffect(() => {
    latest.current = poll
  })

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined
    const start = () => {
      timer ??= setInterval(() => latest.current(), intervalMs)
    }
    const stop = () => {
      clearInterval(timer)
      timer = undefined
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        latest.current()
        start()
      } else {
        stop()
      }
    }
    if (document.visibilityState === 'visible') start()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stop()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [intervalMs])
}
