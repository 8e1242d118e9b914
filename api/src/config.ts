import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'

import { defaultDataDir } from './paths.ts'
import { MIN_SECRET_BYTES, WeakSecretError } from './services/tokens.ts'

export interface Config {
  port: number
  dataDir: string
  mediaDir: string
  databaseUrl?: string
  jwtSecret: Uint8Array
  trustProxy: number | string[] | false
}

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
  return {
    port,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl,
    jwtSecret: loadJwtSecret(dataDir, env.JWT_SECRET),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  }
}
