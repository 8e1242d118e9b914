import { getRuntimeConfig } from '../config/runtime-config'
import { resolveTenant } from '../rules'

export { resolveTenant }

/** The tenant of the page being shown. */
export function currentTenant(): string {
  const hostname = typeof window === 'undefined' ? '' : window.location.hostname
  return resolveTenant(hostname, getRuntimeConfig().defaultStore)
}
