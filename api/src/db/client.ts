import fs from 'node:fs'
import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'

import { acquireLock } from './lock.ts'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies the migrations folder (idempotent). */
  migrate(migrationsFolder: string): Promise<void>
  /**
   * Runs `fn` while holding the database-wide startup lock (a PostgreSQL
   * advisory lock), so instances starting together migrate and seed one at a
   * time. The embedded database has one process by construction.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>
  close(): Promise<void>
  /**
   * Hears `NOTIFY`s on `channel` from every process using this database, on a
   * connection of its own (PostgreSQL only: PGlite is never shared).
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<Listener>
  /**
   * Opens every connection of the pool now (PostgreSQL only), so the first
   * requests after a start do not each wait for one.
   */
  fillPool?(): Promise<void>
}

export interface ListenHandlers {
  message(payload: string): void
  /** Listening (again): notifications sent while down were missed. */
  up(): void
  /** The connection is gone; reconnecting. */
  down(error: Error): void
}

export interface Listener {
  readonly connected: boolean
  close(): Promise<void>
}

export interface QueryLogOptions {
  /** Called with every statement sent through `db` (tests count them). */
  onQuery?: (query: string) => void
}

export interface PgliteOptions extends QueryLogOptions {
  /** Folder for the database files; in memory when absent. */
  dataDir?: string
  /** A `dumpDataDir()` tarball to start from. */
  loadDataDir?: Blob
}

const queryLogger = ({ onQuery }: QueryLogOptions) =>
  onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {}

/**
 * How alike a word of a search and a word of a product must be for pg_trgm's
 * `<%` to match (its default, 0.6, misses one typo in a five-letter word:
 * 'remra' ~ 'remera' is 0.5). Set on every connection.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45
const SEARCH_SETTINGS = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`

export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // Search (catalogue): accents, typos, and per-store trigram indexes; all ship with PGlite.
    extensions: { btree_gin, pg_trgm, unaccent },
  })
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`)
  const db = drizzlePglite(client, { schema, ...queryLogger(options) })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    exclusive: (fn) => fn(),
    close: () => client.close(),
  }
}

/** Advisory lock key of the startup (migrations, first seed): "vitrina" in ASCII. */
const STARTUP_LOCK = '33329996108492385'

/** The channel a write announces a store's change on; the payload is the store's id. */
export const STORE_CHANGED_CHANNEL = 'vitrina_store_changed'

/**
 * Tells every instance that a store's public data changed (with `tags`, only
 * what shows them: `p:<product id>`). Call it inside the write's
 * transaction: PostgreSQL delivers it only if, and when, that commits. The
 * payload is `<store id>` or `<store id>:<tag>,<tag>…`.
 */
export async function announceStoreChange(
  db: Pick<Db, 'execute'>,
  storeId: number,
  tags?: readonly string[],
) {
  const payload = tags ? `${storeId}:${tags.join(',')}` : String(storeId)
  await db.execute(sql`select pg_notify(${STORE_CHANGED_CHANNEL}, ${payload})`)
}

/** Reads a store-change payload: the store, and the tags when the change named some. */
export function parseStoreChange(payload: string): { storeId: number; tags?: string[] } | null {
  // Split at the first colon only: each tag holds one of its own (`p:12`).
  const colon = payload.indexOf(':')
  const storeId = Number(colon < 0 ? payload : payload.slice(0, colon))
  if (!Number.isSafeInteger(storeId)) return null
  if (colon < 0) return { storeId }
  return {
    storeId,
    tags: payload
      .slice(colon + 1)
      .split(',')
      .filter(Boolean),
  }
}

const LISTEN_BACKOFF_MS = { first: 100, max: 5_000 }
const LISTEN_HEARTBEAT_MS = 5_000

/**
 * `LISTEN` on a dedicated connection that comes back by itself: when it drops
 * (server restart, failover, terminated backend, a heartbeat that fails) the
 * handlers hear `down`, and `up` once it listens again, retrying with backoff.
 */
async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listener> {
  let client: pg.Client | null = null
  let connected = false
  let closed = false
  let retry: NodeJS.Timeout | undefined
  let heartbeat: NodeJS.Timeout | undefined
  let delay = LISTEN_BACKOFF_MS.first

  const lost = (current: pg.Client, error: Error) => {
    if (client !== current) return
    client = null
    clearInterval(heartbeat)
    current.removeAllListeners('notification')
    current.on('error', () => {})
    current.end().catch(() => {})
    if (connected) {
      connected = false
      handlers.down(error)
    }
    if (!closed) {
      retry = setTimeout(() => void connect(), delay)
      delay = Math.min(delay * 2, LISTEN_BACKOFF_MS.max)
    }
  }

  const connect = async () => {
    const current = new pg.Client({
      connectionString: url,
      application_name: 'vitrina-listen',
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      query_timeout: 5_000,
    })
    client = current
    current.on('error', (error) => lost(current, error))
    current.on('end', () => lost(current, new Error('connection ended')))
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '')
    })
    try {
      await current.connect()
      await current.query(`listen ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      lost(current, error as Error)
      return
    }
    if (client !== current || closed) return
    connected = true
    delay = LISTEN_BACKOFF_MS.first
    heartbeat = setInterval(() => {
      current.query('select 1').catch((error: Error) => lost(current, error))
    }, LISTEN_HEARTBEAT_MS)
    heartbeat.unref()
    handlers.up()
  }

  await connect()
  return {
    get connected() {
      return connected
    },
    async close() {
      closed = true
      clearTimeout(retry)
      clearInterval(heartbeat)
      const current = client
      client = null
      connected = false
      if (current) await current.end().catch(() => {})
    },
  }
}

export async function openPostgres(
  url: string,
  poolSize = 10,
  options: QueryLogOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: SEARCH_SETTINGS,
    idleTimeoutMillis: POOL_IDLE_MS,
    // Kept idle for minutes: without keepalives a NAT or load balancer may drop one
    // silently, and a query sent on it would hang instead of failing.
    keepAlive: true,
  })
  // A connection the server closes (restart, failover, a dropped test
  // database, `pg_terminate_backend`) must not take the process down: pg
  // emits 'error' on its client, and pg-pool listens only while the client is
  // idle. Lost in the middle of a transaction, the error had no listener and
  // ended the process. The query under way fails on its own; the pool drops
  // the client when it is given back, and opens another on demand.
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      console.warn(`[db] PostgreSQL connection lost: ${error.message}`),
    ),
  )
  // Said by the client's own listener above.
  pool.on('error', () => {})
  // Fail now with a clear message rather than on the first request.
  await pool.query('select 1')
  const db = drizzlePg(pool, { schema, ...queryLogger(options) })
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    exclusive: async (fn) => {
      // Session-level lock on one connection, released with it even if this process dies.
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK])
        try {
          return await fn()
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK])
        }
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    fillPool: () => fillPool(pool, poolSize),
  }
}

/**
 * Opens `size` connections of `pool` at once and gives them back idle. Every
 * one that opened is given back even when others fail (the server refuses
 * more connections, say): kept, they would leave the pool without them.
 */
export async function fillPool(pool: Pick<pg.Pool, 'connect'>, size: number): Promise<void> {
  const opened = await Promise.allSettled(Array.from({ length: size }, () => pool.connect()))
  const failed: unknown[] = []
  for (const result of opened) {
    if (result.status === 'fulfilled') result.value.release()
    else failed.push(result.reason)
  }
  if (failed.length > 0) {
    throw new Error(
      `${failed.length} of ${size} connections did not open: ${(failed[0] as Error).message}`,
    )
  }
}

/**
 * How long an idle pooled connection is kept (pg's default is 10 s). A new
 * connection is a new server process: its first statements load the catalog
 * and plan the named statements again, several milliseconds each. With 10 s,
 * a shop quiet for a moment had its next shoppers pay that on every connection.
 */
const POOL_IDLE_MS = 5 * 60_000

export interface OpenOptions {
  dataDir: string
  databaseUrl?: string
  migrationsFolder: string
}

export interface OpenedDatabase extends Database {
  /** True when the database had no tables before this open. */
  created: boolean
}

/**
 * Opens the configured database and brings its schema up to date:
 * PostgreSQL when `databaseUrl` is set, else PGlite in `<dataDir>/db`, guarded
 * by a lock file so a second process gets a clear error instead of corruption.
 */
export async function openDatabase(options: OpenOptions): Promise<OpenedDatabase> {
  let database: Database
  let release = (): void => {}
  if (options.databaseUrl) {
    database = await openPostgres(options.databaseUrl)
  } else {
    fs.mkdirSync(options.dataDir, { recursive: true })
    release = acquireLock(path.join(options.dataDir, 'db.lock'))
    try {
      database = await openPglite({ dataDir: path.join(options.dataDir, 'db') })
    } catch (error) {
      release()
      throw error
    }
  }
  try {
    const created = await database.exclusive(async () => {
      const before = await database.db.execute(
        "select to_regclass('public.stores') is not null as exists",
      )
      await database.migrate(options.migrationsFolder)
      return !firstRow<{ exists: boolean }>(before)?.exists
    })
    return {
      ...database,
      created,
      close: async () => {
        try {
          await database.close()
        } finally {
          release()
        }
      },
    }
  } catch (error) {
    await database.close().catch(() => {})
    release()
    throw error
  }
}

/** `execute` returns `{rows}` on both drivers; this reads the first row. */
export function firstRow<T>(result: unknown): T | undefined {
  return (result as { rows: T[] }).rows[0]
}
