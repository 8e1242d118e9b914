import { useBeforeUnload, useBlocker } from 'react-router-dom'

/** A navigation held by {@link useLeaveGuard}, waiting for the user's answer. */
export interface LeaveGuard {
  /** An in-app navigation is waiting. */
  blocked: boolean
  /** Go where the user was going. */
  proceed: () => void
  /** Stay on this page. */
  stay: () => void
}

/**
 * Holds in-app navigation to another path while `when` is true (the router's
 * `useBlocker`; the host's router is a data router), and asks the browser to
 * confirm closing or reloading the tab (`useBeforeUnload`). A change of the
 * query or hash alone passes.
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  )
  useBrowserLeaveGuard(when)
  return {
    blocked: blocker.state === 'blocked',
    proceed: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  }
}

/** Only the browser's own prompt when the tab is closed or reloaded while `when` is true. */
export function useBrowserLeaveGuard(when: boolean): void {
  useBeforeUnload((event) => {
    if (!when) return
    event.preventDefault()
    // Older browsers need returnValue set to show their prompt.
    event.returnValue = ''
  })
}
