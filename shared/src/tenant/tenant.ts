import { getRuntimeConfig } from '../config/runtime-config'

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

/**
 * The tenant is the first label of the host name (`acme.localhost` → `acme`).
 * A host with one label, or an IP address, falls back to `defaultStore`.
 */
export function resolveTenant(hostname: string, defaultStore: string): string {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '')
  if (!host || IPV4.test(host) || host.includes(':') || host.startsWith('[')) return defaultStore
  const labels = host.split('.')
  if (labels.length < 2) return defaultStore
  return labels[0] || defaultStore
}

/** The tenant of the page being shown. */
export function currentTenant(): string {
  const hostname = typeof window === 'undefined' ? '' : window.location.hostname
  return resolveTenant(hostname, getRuntimeConfig().defaultStore)
}
