import { getRuntimeConfig, isPlatformHost } from '@vitrina/shared'

/** Where sign-up lives: the platform's origin and host, and whether it is on. */
export interface Platform {
  url: string
  /** The suffix of every store's address (`localhost:8080`, `example.com`). */
  host: string
  signup: boolean
  /** The page is on the platform's own host (not a store's). */
  here: boolean
}

/** From the runtime config; a server older than sign-up names no platform: this origin, on. */
export function currentPlatform(): Platform {
  const platform = getRuntimeConfig().platform
  const url = platform?.url ?? window.location.origin
  let host = window.location.host
  try {
    host = new URL(url).host
  } catch {
    // Keep this page's host.
  }
  return { url, host, signup: platform?.signup ?? true, here: !platform || isPlatformHost() }
}
