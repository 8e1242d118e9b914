import fs from 'node:fs'
import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'
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
}

export interface PgliteOptions {
  /** Folder for the database files; in memory when absent. */
  dataDir?: string
  /** A `dumpDataDir()` tarball to start from. */
  loadDataDir?: Blob
}

export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir })
  const db = drizzlePglite(client, { schema })
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

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  // An idle connection the server closes (restart, failover, a dropped test
  // database) must not take the process down: the pool replaces it on demand.
  pool.on('error', (error) =>
    console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`),
  )
  // Fail now with a clear message rather than on the first request.
  await pool.query('select 1')
  const db = drizzlePg(pool, { schema })
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
  }
}

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
