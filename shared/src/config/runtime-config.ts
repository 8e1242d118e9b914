/** The host reads `/runtime-config.json` at startup; nothing in a build knows these values. */
export interface FirebaseWebConfig {
  apiKey: string
  authDomain?: string
  projectId: string
  messagingSenderId: string
  appId: string
  vapidKey?: string
}

export interface RuntimeConfig {
  /** Origin of the API ('' = same origin as the page). */
  apiBaseUrl: string
  /** Store used when the host name has no subdomain label (localhost, an IP). */
  defaultStore: string
  /** Federation name → URL of its `mf-manifest.json`. */
  remotes: Record<string, string>
  /** Web push config; push registration is skipped when absent. */
  firebase?: FirebaseWebConfig | null
  /**
   * The platform's own origin (a host without a store label, `https://example.com`)
   * and whether public sign-up is on. Absent from servers older than sign-up (1.1).
   */
  platform?: PlatformConfig
}

/**
 * Where the platform lives: every store is `<label>.<host of url>`. An empty
 * `url` (a local server on a free port) means `localhost` on the page's port.
 */
export interface PlatformConfig {
  url: string
  signup: boolean
}

/** The platform's origin, when the runtime config names a platform. */
export function platformOrigin(config: RuntimeConfig = current): string | undefined {
  if (!config.platform) return undefined
  if (config.platform.url) return config.platform.url
  if (typeof window === 'undefined') return undefined
  const { protocol, port } = window.location
  return `${protocol}//localhost${port ? `:${port}` : ''}`
}

/** The platform's host name (no port), when the runtime config names it. */
export function platformHostname(config: RuntimeConfig = current): string | undefined {
  const origin = platformOrigin(config)
  if (!origin) return undefined
  try {
    return new URL(origin).hostname
  } catch {
    return undefined
  }
}

let current: RuntimeConfig = { apiBaseUrl: '', defaultStore: 'demo', remotes: {} }

/** Sets the runtime config (the host does this once, before rendering). */
export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = { ...current, ...config, remotes: { ...current.remotes, ...config.remotes } }
}

/** The runtime config in force. */
export function getRuntimeConfig(): RuntimeConfig {
  return current
}
