/**
 * Registers the workbox service worker of production builds, off the startup
 * path: after the page's `load` and then when the main thread is idle (at most
 * `idleTimeoutMs` later), so its download and install never compete with the
 * first view. Development builds have none (a stale worker would serve old
 * remotes). What the worker caches: docs/first-view.md, "Repeat view and offline".
 */
export function registerServiceWorker(url = '/sw.js', idleTimeoutMs = 5000): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
  whenIdleAfterLoad(() => {
    navigator.serviceWorker
      .register(url)
      .catch((error: unknown) => console.warn('[pwa] service worker not registered', error))
  }, idleTimeoutMs)
}

/** Runs `task` once the page has loaded and the main thread is idle. */
export function whenIdleAfterLoad(task: () => void, idleTimeoutMs = 5000): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(task, { timeout: idleTimeoutMs })
    else window.setTimeout(task, 1)
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
