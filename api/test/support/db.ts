import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

import {
  type Database,
  openPglite,
  openPostgres,
  type QueryLogOptions,
} from '../../src/db/client.ts'
import { migrationsFolder } from '../../src/paths.ts'

/** PostgreSQL to test against instead of PGlite, e.g. from scripts/pg-throwaway.sh. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined
export const databaseKind = testDatabaseUrl ? 'postgres' : 'pglite'

function migrationsStamp(): string {
  const files = fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()
  const sizes = files.map((f) => `${f}:${fs.statSync(path.join(migrationsFolder, f)).size}`)
  return Buffer.from(sizes.join('|')).toString('base64url').slice(-24)
}

/**
 * A migrated, empty PGlite data dir as a tarball, made once per set of
 * migrations: loading it takes well under a second, a fresh initdb several.
 */
async function pgliteSnapshot(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `vitrina-api-test-${migrationsStamp()}.tar`)
  if (fs.existsSync(file)) return fs.readFileSync(file)
  const database = await openPglite()
  await database.migrate(migrationsFolder)
  const client = (database.db as unknown as { $client: PGlite }).$client
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer())
  await database.close()
  const tmp = `${file}.${process.pid}`
  fs.writeFileSync(tmp, dump)
  fs.renameSync(tmp, file)
  return dump
}

export interface TestDatabase extends Database {
  /** On PostgreSQL, where another connection (another instance, the CLI) can reach it. */
  url?: string
}

/** A fresh, migrated database for one test file; `close` throws it away. */
export async function createTestDatabase(options: QueryLogOptions = {}): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const snapshot = await pgliteSnapshot()
    return openPglite({ ...options, loadDataDir: new Blob([new Uint8Array(snapshot)]) })
  }
  const name = `vitrina_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: testDatabaseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(testDatabaseUrl)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString(), 10, options)
  await database.migrate(migrationsFolder)
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close()
      const dropper = new pg.Client({ connectionString: testDatabaseUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}
