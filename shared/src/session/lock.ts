/** The Web Lock every tab of a store takes to change the session's tokens. */
export const SESSION_LOCK = 'vitrina-session'

let inTab: Promise<unknown> = Promise.resolve()

/**
 * Runs `task` while holding the session lock: with Web Locks it is shared by
 * every tab of the origin (the store), so only one of them rotates the
 * refresh token at a time and the next one sees what the first stored.
 * Without Web Locks (old browsers, tests) calls are still queued in this tab.
 */
export function withSessionLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (locks && typeof locks.request === 'function')
    return locks.request(SESSION_LOCK, () => task()) as Promise<T>
  const run = inTab.then(task, task)
  inTab = run.catch(() => undefined)
  return run
}
