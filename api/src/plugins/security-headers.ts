import fp from 'fastify-plugin'

import type { WebRuntimeConfig } from './web.ts'

/** The fonts service the host loads the theme's families from (host/src/theme/font-stylesheet.ts). */
const FONT_STYLESHEETS = 'https://fonts.googleapis.com'
const FONT_FILES = 'https://fonts.gstatic.com'

/** The origins Firebase web push talks to (installations and FCM registration). */
const FIREBASE_ORIGINS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
]

/** The origin of `url` when it names another origin; null for same-origin or relative URLs. */
function foreignOrigin(url: string): string | null {
  const value = url.trim()
  if (!value) return null
  const here = 'http://same-origin.invalid'
  let parsed: URL
  try {
    parsed = new URL(value, here)
  } catch {
    return null
  }
  if (parsed.origin === here) return null
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null
}

const unique = (values: (string | null)[]) => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
]

/**
 * The page's Content-Security-Policy for a runtime config: scripts only from
 * this origin and the origins the remotes are published on, no inline script
 * (the inlined runtime config and theme are `type="application/json"`, data
 * the policy does not run), inline styles allowed (emotion writes `<style>`
 * elements at run time), the theme's web fonts from Google Fonts, images also from `data:` and `blob:` (the admin's
 * crop previews), the PWA manifest from a `blob:` URL, and no plugins, no
 * `<base>`, no framing.
 */
export function contentSecurityPolicy(config: WebRuntimeConfig): string {
  const remotes = unique(Object.values(config.remotes).map(foreignOrigin))
  const api = foreignOrigin(config.apiBaseUrl)
  const firebase = config.firebase ? FIREBASE_ORIGINS : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", FONT_STYLESHEETS, ...remotes],
    'img-src': unique(["'self'", 'data:', 'blob:', api, ...remotes]),
    'font-src': ["'self'", 'data:', FONT_FILES, ...remotes],
    'connect-src': unique(["'self'", api, ...remotes, ...firebase]),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** The browser security headers every answer carries. */
export function securityHeaders(config: WebRuntimeConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers that predate `frame-ancestors`.
    'X-Frame-Options': 'DENY',
  }
}

export interface SecurityHeadersOptions {
  runtimeConfig: WebRuntimeConfig
}

/**
 * Adds the security headers to every answer of the app: pages, static files,
 * API, media, 404s and errors alike (set just before sending, so no handler
 * or error path can leave them out).
 */
export default fp<SecurityHeadersOptions>(
  async (app, { runtimeConfig }) => {
    const headers = securityHeaders(runtimeConfig)
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.headers(headers)
      return payload
    })
  },
  { name: 'security-headers' },
)
