import { currentTenant } from '@vitrina/shared'

import { nextTask } from '../startup/next-task'

/**
 * The store's public reads the worker keeps for the offline first view.
 * Keep in step with `tools/webpack-config/service-worker.cjs`.
 */
export const CACHED_API_READS =
  /\/api\/v1\/(?:tienda\/resume\/subdomain|tienda\/theme|store\/portadas)\/$/

/**
 * Registers the workbox service worker of production builds, off the startup
 * path: after the page's `load` and then when the main thread is idle (at most
 * `idleTimeoutMs` later), so its download and install never compete with the
 * first view. Development builds have none (a stale worker would serve old
 * remotes). What the worker caches: docs/first-view.md, "Repeat view and offline".
 *
 * On the visit that installs it, nothing of the page went through it yet:
 * once it controls the page, the page and what it loaded are requested again
 * through it (mostly from the HTTP cache), so this visit is the one shown offline.
 */
export function registerServiceWorker(url = '/sw.js', idleTimeoutMs = 5000): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
  whenIdleAfterLoad(() => {
    const container = navigator.serviceWorker
    const controlled = Boolean(container.controller)
    if (!controlled) {
      container.addEventListener('controllerchange', () => void warmCaches(), { once: true })
    }
    container
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

/**
 * What the worker would have cached had it controlled this visit: the page,
 * and of what the page loaded, the files the worker caches (the API only for
 * its three public reads, media wherever it is served from).
 */
export function urlsToWarm(
  entries: ReadonlyArray<{ name: string }>,
  origin = window.location.origin,
): string[] {
  const urls = new Set<string>()
  for (const { name } of entries) {
    let url: URL
    try {
      url = new URL(name)
    } catch {
      continue
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue
    const api = url.pathname.includes('/api/')
    if (api ? CACHED_API_READS.test(url.pathname) : url.origin === origin) urls.add(url.href)
    else if (url.pathname.includes('/media/')) urls.add(url.href)
  }
  return [...urls]
}

/** Requests started per task while warming the caches. */
const WARM_BATCH = 4

async function warmCaches(): Promise<void> {
  const page = fetch(window.location.href, {
    headers: { Accept: 'text/html' },
    credentials: 'same-origin',
  })
  const resources = performance
    .getEntriesByType('resource')
    .filter((entry) => !entry.name.includes('/sw.js'))
  // From the HTTP cache where the page just got them: no second download. A
  // few per task: starting some thirty requests at once is a long task of its
  // own on a phone.
  const urls = urlsToWarm(resources)
  const requests: Promise<Response>[] = []
  for (let start = 0; start < urls.length; start += WARM_BATCH) {
    if (start > 0) await nextTask()
    for (const url of urls.slice(start, start + WARM_BATCH)) {
      requests.push(
        fetch(
          url,
          CACHED_API_READS.test(new URL(url).pathname)
            ? { headers: { 'X-Subdomain': currentTenant() } }
            : { cache: 'force-cache' },
        ),
      )
    }
  }
  const results = await Promise.allSettled([page, ...requests])
  const failed = results.filter((result) => result.status === 'rejected').length
  if (failed) console.warn(`[pwa] ${failed} file(s) not kept for offline use`)
}
