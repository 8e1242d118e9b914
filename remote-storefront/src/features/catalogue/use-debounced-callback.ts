import { useEffect, useRef } from 'react'

/** `callback` called `delayMs` after the last of a burst of calls; `flush` calls it now. */
export function useDebouncedCallback<T>(callback: (value: T) => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(callback)
  latest.current = callback
  useEffect(() => () => clearTimeout(timer.current), [])
  return {
    call(value: T) {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => latest.current(value), delayMs)
    },
    flush(value: T) {
      clearTimeout(timer.current)
      latest.current(value)
    },
  }
}
