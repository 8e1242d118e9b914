import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { defaultDataDir } from './paths.ts'

export interface Config {
  port: number
  dataDir: string
  mediaDir: string
  databaseUrl?: string
  jwtSecret: Uint8Array
}

/**
 * The HS256 key: `JWT_SECRET` when set, else a random key made once and kept in
 * the data dir so sessions survive restarts.
 */
export function loadJwtSecret(dataDir: string, fromEnv?: string): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv)
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
  }
}
