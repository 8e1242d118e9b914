import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'

import { defaultDataDir } from './paths.ts'
import type { MediaEnv } from './services/media-store.ts'
import { MIN_SECRET_BYTES, WeakSecretError } from './services/tokens.ts'

export interface Config extends MediaEnv {
  port: number
  dataDir: string
  mediaDir: string
  databaseUrl?: string
  /**
   * The token key when it comes from `JWT_SECRET` or (embedded database only)
   * the data dir. Undefined with `DATABASE_URL` and no `JWT_SECRET`: then every
   * instance reads the one key kept in the database (see services/shared-secret.ts).
   */
  jwtSecret?: Uint8Array
  /** `VITRINA_CLUSTER=1`: the operator runs several instances; checked by `clusterProblems`. */
  cluster: boolean
  /** Longest wait for requests in flight after SIGTERM before the process exits anyway. */
  shutdownTimeoutMs: number
  /** After SIGTERM, how long to keep serving with `/readyz` at 503 before closing. */
  drainMs: number
  trustProxy: number | string[] | false
  /**
   * `VITRINA_BASE_URL`: the public origin every absolute URL is built from
   * (canonical, OpenGraph, sitemap), with the store's label in front of its
   * host. Undefined: `http://localhost:<PORT>` (see publicOrigin).
   */
  publicBaseUrl?: string
}

/**
 * `VITRINA_BASE_URL` as an origin (`http://localhost:8080`), or undefined when
 * unset; anything but an absolute http(s) URL is refused.
 */
export function parsePublicBaseUrl(value: string | undefined): string | undefined {
  const raw = value?.trim()
  if (!raw) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`VITRINA_BASE_URL must be an absolute http(s) URL, got "${raw}"`)
  }
  if (!/^https?:$/.test(url.protocol)) {
    throw new Error(`VITRINA_BASE_URL must be an absolute http(s) URL, got "${raw}"`)
  }
  return url.origin
}

/** The public origin: `VITRINA_BASE_URL`, else `http://localhost:<port>` (the port listened on). */
export const publicOrigin = (baseUrl: string | undefined, port: number) =>
  baseUrl ?? `http://localhost:${port}`

/** Names proxy-addr (fastify's trustProxy) knows for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true
  const [address, bits, ...rest] = entry.split('/')
  const family = isIP(address ?? '')
  if (!family || rest.length > 0) return false
  if (bits === undefined) return true
  const n = Number(bits)
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128)
}

/**
 * `TRUST_PROXY`: unset or empty trusts no proxy (the socket address is the
 * client); a number trusts that many hops of `X-Forwarded-For`; otherwise a
 * comma-separated list of proxy addresses or CIDR ranges.
 */
export function parseTrustProxy(value: string | undefined): number | string[] | false {
  const text = value?.trim()
  if (!text) return false
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops > 0 && hops <= 10) return hops
    if (hops === 0) return false
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const wrong = entries.filter((entry) => !isCidr(entry))
  if (entries.length === 0 || wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a hop count (1-10) or a comma-separated list of proxy addresses or CIDR ranges; "${wrong[0] ?? text}" is neither`,
    )
  }
  return entries
}

/**
 * The HS256 key: `JWT_SECRET` when set, else a random key made once and kept in
 * the data dir so sessions survive restarts.
 */
export function loadJwtSecret(dataDir: string, fromEnv?: string): Uint8Array {
  if (fromEnv) {
    const secret = new TextEncoder().encode(fromEnv)
    if (secret.byteLength < MIN_SECRET_BYTES) throw new WeakSecretError(secret.byteLength)
    return secret
  }
  const file = path.join(dataDir, 'jwt-secret')
  fs.mkdirSync(dataDir, { recursive: true })
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const secret = fs.readFileSync(file, 'utf8').trim()
  if (secret.length < 32) throw new Error(`${file} holds a key shorter than 32 characters`)
  return new TextEncoder().encode(secret)
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.VITRINA_DATA_DIR || defaultDataDir)
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  }
  const databaseUrl = env.DATABASE_URL || undefined
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://')
  }
  const mediaBaseUrl = env.VITRINA_MEDIA_BASE_URL || undefined
  if (mediaBaseUrl && !/^https?:\/\/[^/]/.test(mediaBaseUrl)) {
    throw new Error('VITRINA_MEDIA_BASE_URL must be an absolute http(s) URL')
  }
  const bucket = env.S3_BUCKET || undefined
  if (!bucket && (env.S3_ENDPOINT || env.S3_REGION)) {
    throw new Error('S3_ENDPOINT and S3_REGION need S3_BUCKET (the bucket for media)')
  }
  const shutdown = env.VITRINA_SHUTDOWN_TIMEOUT_MS
  const shutdownTimeoutMs = shutdown ? Number(shutdown) : 10_000
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs <= 0) {
    throw new Error(`VITRINA_SHUTDOWN_TIMEOUT_MS must be a positive number, got "${shutdown}"`)
  }
  const drain = env.VITRINA_DRAIN_MS
  const drainMs = drain ? Number(drain) : 0
  if (!Number.isInteger(drainMs) || drainMs < 0) {
    throw new Error(`VITRINA_DRAIN_MS must be a number of milliseconds, got "${drain}"`)
  }
  return {
    port,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    mediaBaseUrl,
    s3: bucket
      ? {
          bucket,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || env.AWS_REGION || undefined,
          forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? ''),
        }
      : undefined,
    databaseUrl,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Never one instance's disk once the database is shared.
    jwtSecret: env.JWT_SECRET || !databaseUrl ? loadJwtSecret(dataDir, env.JWT_SECRET) : undefined,
    cluster: /^(1|true|yes)$/i.test(env.VITRINA_CLUSTER ?? ''),
    publicBaseUrl: parsePublicBaseUrl(env.VITRINA_BASE_URL),
    shutdownTimeoutMs,
    drainMs,
  }
}

/**
 * Why this configuration cannot run as several instances, when the operator
 * says it does (`VITRINA_CLUSTER=1`): each instance would otherwise keep its
 * own database or its own media and they would silently disagree.
 */
export function clusterProblems(config: Config): string[] {
  if (!config.cluster) return []
  const problems: string[] = []
  if (!config.databaseUrl) {
    problems.push('DATABASE_URL is unset: the embedded database belongs to one process')
  }
  if (!config.s3) {
    problems.push("S3_BUCKET is unset: media would stay on one instance's disk")
  }
  return problems
}

/** What a cluster can run with but should not (`VITRINA_CLUSTER=1`): printed at start. */
export function clusterWarnings(config: Config): string[] {
  if (!config.cluster || config.publicBaseUrl) return []
  return [
    'VITRINA_BASE_URL is unset: each instance writes its own http://localhost:<port> into ' +
      'canonical links, OpenGraph tags, the sitemap and WhatsApp messages; set it to the ' +
      'origin the load balancer answers on.',
  ]
}
