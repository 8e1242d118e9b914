import type { SubdomainProblem } from '@vitrina/contract'
import { useEffect, useState } from 'react'

import { checkSubdomain } from './api/check-subdomain'
import { labelFormatProblem } from './label-rule'

export type SubdomainStatus =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'unavailable'; reason: SubdomainProblem }

/** Wait after the last keystroke before asking the server. */
export const CHECK_DELAY_MS = 300

/**
 * Checks the label while it is typed: the format at once, reserved and taken
 * labels with the server once typing pauses (an older question is cancelled).
 * A failed check says nothing: the form's answer will.
 */
export function useSubdomainCheck(label: string, delayMs = CHECK_DELAY_MS): SubdomainStatus {
  const [status, setStatus] = useState<SubdomainStatus>({ state: 'idle' })
  useEffect(() => {
    if (!label) {
      setStatus({ state: 'idle' })
      return
    }
    const problem = labelFormatProblem(label)
    if (problem) {
      setStatus({ state: 'unavailable', reason: problem })
      return
    }
    setStatus({ state: 'checking' })
    const controller = new AbortController()
    const timer = setTimeout(() => {
      checkSubdomain(label, controller.signal)
        .then((answer) =>
          setStatus(
            answer.available
              ? { state: 'available' }
              : { state: 'unavailable', reason: answer.reason ?? 'taken' },
          ),
        )
        .catch(() => {
          if (!controller.signal.aborted) setStatus({ state: 'idle' })
        })
    }, delayMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [label, delayMs])
  return status
}
