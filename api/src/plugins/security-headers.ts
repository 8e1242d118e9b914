import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'

import { byFederationName, type WebRuntimeConfig } from '../web/runtime-config.ts'

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
export function contentSecurityPolicy(config: WebRuntimeConfig, mediaUrl = ''): string {
  const remotes = unique(Object.values(config.remotes).map(foreignOrigin))
  const api = foreignOrigin(config.apiBaseUrl)
  // Media served from a CDN or a bucket (`VITRINA_MEDIA_BASE_URL`).
  const media = foreignOrigin(mediaUrl)
  const firebase = config.firebase ? FIREBASE_ORIGINS : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", FONT_STYLESHEETS, ...remotes],
    'img-src': unique(["'self'", 'data:', 'blob:', api, media, ...remotes]),
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
export function securityHeaders(config: WebRuntimeConfig, mediaUrl = ''): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, mediaUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers that predate `frame-ancestors`.
    'X-Frame-Options': 'DENY',
  }
}

export interface SecurityHeadersOptions {
  runtimeConfig: WebRuntimeConfig
  /** A stored image's URL, so media on another origin may be shown. */
  mediaUrl?: string
}

/**
 * Adds the security headers to every answer of the app: pages, static files,
 * API, media, 404s and errors alike (set just before sending, so no handler
 * or error path can leave them out).
 */
export default fp<SecurityHeadersOptions>(
  async (app, { runtimeConfig, mediaUrl = '' }) => {
    // Remotes deployed at run time (the deploy interface) may live on new origins: the
    // policy follows their current URLs, recomputed only when those change.
    let current = {
      urls: null as object | null,
      key: '',
      headers: securityHeaders(runtimeConfig, mediaUrl),
    }
    const headersFor = (urls: Record<string, string> | null) => {
      // The same object as last time (the deploys' cache): the same policy, nothing to compare.
      if (!urls || urls === current.urls) return current.headers
      const key = JSON.stringify(urls)
      if (key !== current.key) {
        const config = { ...runtimeConfig, remotes: byFederationName(urls) }
        current = { urls, key, headers: securityHeaders(config, mediaUrl) }
      } else current.urls = urls
      return current.headers
    }
    const hasDeploys = () => app.hasDecorator('remoteDeploys')
    // A stricter policy set by the answer itself stays (the order page's `no-referrer`).
    const apply = (reply: FastifyReply, headers: Record<string, string>) => {
      if (reply.hasHeader('referrer-policy')) {
        const { 'Referrer-Policy': _kept, ...others } = headers
        reply.headers(others)
      } else reply.headers(headers)
    }
    // Synchronous while the current remote URLs are known (nearly every answer): no promise
    // per request. Otherwise they are read first; a database that cannot answer (readiness
    // checks, shutdown) keeps the last policy.
    app.addHook('onSend', (_request, reply, payload, done) => {
      const fresh = hasDeploys() ? app.remoteDeploys.freshUrls() : null
      if (fresh !== undefined) {
        apply(reply, headersFor(fresh))
        done(null, payload)
        return
      }
      app.remoteDeploys
        .currentUrls()
        .catch(() => null)
        .then((urls) => {
          apply(reply, headersFor(urls))
          done(null, payload)
        }, done)
    })
  },
  { name: 'security-headers' },
)
