/** Where the platform lives and whether anyone may open a store there. */
export interface SignupConfig {
  /** `VITRINA_SIGNUP=0` turns public sign-up off: the page says so and the API answers 404. */
  enabled: boolean
  /**
   * The platform's own origin, without a store label (`https://example.com`).
   * Undefined on a local server started on a free port (`PORT=0`): then
   * `http://localhost:<the port it listens on>`.
   */
  baseUrl?: string
}

const LOCAL = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

/**
 * The sign-up settings from the environment: `VITRINA_BASE_URL` (an origin),
 * else `VITRINA_BASE_DOMAIN` (a host, `https://` unless it is local), else
 * `http://localhost:<PORT>`. Store URLs are built from this, never from a
 * request's `Host`.
 */
export function signupConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SignupConfig {
  const enabled = !/^(0|false|no|off)$/i.test(env.VITRINA_SIGNUP?.trim() ?? '')
  const url = env.VITRINA_BASE_URL?.trim()
  if (url) return { enabled, baseUrl: platformOrigin(url) }
  const domain = env.VITRINA_BASE_DOMAIN?.trim().toLowerCase()
  if (domain) {
    return {
      enabled,
      baseUrl: platformOrigin(`${LOCAL.test(domain) ? 'http' : 'https'}://${domain}`),
    }
  }
  const port = env.PORT?.trim() || '8080'
  return { enabled, baseUrl: port === '0' ? undefined : `http://localhost:${port}` }
}

/** The origin of a base URL, or an error naming the variable. */
export function platformOrigin(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`VITRINA_BASE_URL / VITRINA_BASE_DOMAIN must name a host, got "${value}"`)
  }
  if (!/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(`VITRINA_BASE_URL must be an http(s) origin, got "${value}"`)
  }
  return url.origin
}

/** The platform's origin: the configured one, else localhost on the port the server listens on. */
export function platformUrl(config: SignupConfig, listeningPort: number | undefined): string {
  return config.baseUrl ?? `http://localhost:${listeningPort ?? 8080}`
}

/** A store's own URL under the platform (`https://shop.example.com/`). */
export function storeUrl(platform: string, subdomain: string): string {
  const base = new URL(platform)
  return `${base.protocol}//${subdomain}.${base.host}/`
}
