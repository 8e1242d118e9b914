import { getRuntimeConfig } from '@vitrina/shared'

/** Where sign-up lives: the platform's origin and host, and whether it is on. */
export interface Platform {
  url: string
  /** The suffix of every store's address (`localhost:8080`, `example.com`). */
  host: string
  signup: boolean
  /** The page is on the platform's own host (not a store's). */
  here: boolean
}

/**
 * From the runtime config's `platform` (read as a plain field, so this runs
 * in a host of any 1.x release); a server older than sign-up names none: this
 * origin, sign-up on.
 */
export function currentPlatform(): Platform {
  const { platform } = getRuntimeConfig() as { platform?: { url?: string; signup?: boolean } }
  const { protocol, port, origin } = window.location
  // '' is a local server on a free port: localhost on this page's port.
  const url = !platform ? origin : platform.url || `${protocol}//localhost${port ? `:${port}` : ''}`
  let host = window.location.host
  try {
    host = new URL(url).host
  } catch {
    // Keep this page's host.
  }
  return { url, host, signup: platform?.signup ?? true, here: host === window.location.host }
}
