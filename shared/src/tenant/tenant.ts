import { getRuntimeConfig, platformHostname, platformOrigin } from '../config/runtime-config'
import { resolveTenant } from '../rules'

export { resolveTenant }

/** The tenant of the page being shown. */
export function currentTenant(): string {
  const hostname = typeof window === 'undefined' ? '' : window.location.hostname
  return resolveTenant(hostname, getRuntimeConfig().defaultStore, platformHostname())
}

/** Whether the page is on the platform's own host (`localhost:8080`, `example.com`), not a store's. */
export function isPlatformHost(): boolean {
  if (typeof window === 'undefined') return false
  const url = platformOrigin()
  if (!url) return false
  try {
    return new URL(url).host === window.location.host
  } catch {
    return false
  }
}
