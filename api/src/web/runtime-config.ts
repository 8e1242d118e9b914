import { signupConfigFromEnv } from '../signup/config.ts'
import { APP_MAP } from './app-map.ts'

export interface WebRuntimeConfig {
  apiBaseUrl: string
  defaultStore: string
  /** Federation name → manifest URL. */
  remotes: Record<string, string>
  firebase: Record<string, string> | null
  /**
   * The platform's own origin (no store label) and whether public sign-up is
   * on there; `url` is '' for a local server on a free port: `localhost` on
   * the page's port.
   */
  platform?: { url: string; signup: boolean }
}

const FIREBASE_KEYS = {
  apiKey: 'FIREBASE_API_KEY',
  authDomain: 'FIREBASE_AUTH_DOMAIN',
  projectId: 'FIREBASE_PROJECT_ID',
  storageBucket: 'FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'FIREBASE_MESSAGING_SENDER_ID',
  appId: 'FIREBASE_APP_ID',
  measurementId: 'FIREBASE_MEASUREMENT_ID',
  vapidKey: 'FIREBASE_VAPID_KEY',
} as const

const FIREBASE_REQUIRED = ['apiKey', 'projectId', 'messagingSenderId', 'appId'] as const

/**
 * Each remote's manifest URL by its app-map name, from `VITRINA_REMOTE_<NAME>_URL`
 * (a manifest URL, or a folder URL ending in `/`), else `/remotes/<name>/mf-manifest.json`.
 * This is where each remote starts; deploys change it at run time.
 */
export function remoteUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    APP_MAP.remotes.map(({ name }) => {
      const configured = env[`VITRINA_REMOTE_${name.toUpperCase()}_URL`]?.trim()
      const url = configured
        ? configured.endsWith('/')
          ? `${configured}mf-manifest.json`
          : configured
        : `/remotes/${name}/mf-manifest.json`
      return [name, url]
    }),
  )
}

/** The runtime config's `remotes` (federation name → manifest URL) from URLs by app-map name. */
export function byFederationName(urls: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    APP_MAP.remotes.map(({ name, federationName }) => [federationName, urls[name]!]),
  )
}

/**
 * `/runtime-config.json` from the environment: `VITRINA_REMOTE_<NAME>_URL`
 * (a manifest URL, or a folder URL ending in `/`), `VITRINA_DEFAULT_STORE`,
 * `VITRINA_API_BASE_URL`, the `FIREBASE_*` web config (null unless complete) and
 * the platform's URL and sign-up switch (`VITRINA_BASE_URL`/`_DOMAIN`, `VITRINA_SIGNUP`).
 */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): WebRuntimeConfig {
  const remotes = byFederationName(remoteUrlsFromEnv(env))
  const firebase: Record<string, string> = {}
  for (const [key, variable] of Object.entries(FIREBASE_KEYS)) {
    const value = env[variable]?.trim()
    if (value) firebase[key] = value
  }
  const complete = FIREBASE_REQUIRED.every((key) => firebase[key])
  const signup = signupConfigFromEnv(env)
  return {
    apiBaseUrl: env.VITRINA_API_BASE_URL?.trim() ?? '',
    defaultStore: env.VITRINA_DEFAULT_STORE?.trim() || 'demo',
    remotes,
    firebase: complete ? firebase : null,
    platform: { url: signup.baseUrl ?? '', signup: signup.enabled },
  }
}

/**
 * The runtime config with each remote's current URL: deploys and rollbacks
 * change it at run time (`app.remoteDeploys`, read from the database, at most
 * ~2 s old); the rest comes from the environment. The same object comes back
 * while nothing changed, so callers may key on it.
 */
export function currentRuntimeConfig(
  base: WebRuntimeConfig,
  currentUrls: (() => Promise<Record<string, string>>) | null,
): () => Promise<WebRuntimeConfig> {
  if (!currentUrls) return async () => base
  let last: { urls: Record<string, string>; key: string; config: WebRuntimeConfig } | null = null
  return async () => {
    const urls = await currentUrls()
    if (last?.urls === urls) return last.config
    const remotes = byFederationName(urls)
    const key = JSON.stringify(remotes)
    const config = last?.key === key ? last.config : { ...base, remotes }
    last = { urls, key, config }
    return config
  }
}
