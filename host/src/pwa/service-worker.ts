/**
 * Registers the workbox service worker of production builds. Development
 * builds have none (a stale worker would serve old remotes).
 */
export function registerServiceWorker(url = '/sw.js'): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
  const register = () =>
    navigator.serviceWorker
      .register(url)
      .catch((error: unknown) => console.warn('[pwa] service worker not registered', error))
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register(), { once: true })
}
