const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

/**
 * The tenant is the first label of the host name (`acme.localhost` → `acme`).
 * A host with one label, an IPv4 address, an IPv6 literal or the platform's
 * own host name (`platformHost`, e.g. `example.com`) uses `defaultStore`.
 * The browser and the server (when it renders a page) both call this.
 */
export function resolveTenant(
  hostname: string,
  defaultStore: string,
  platformHost?: string,
): string {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '')
  if (!host || IPV4.test(host) || host.includes(':') || host.startsWith('[')) return defaultStore
  if (platformHost && host === platformHost.toLowerCase()) return defaultStore
  const labels = host.split('.')
  if (labels.length < 2) return defaultStore
  return labels[0] || defaultStore
}
