import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import type { PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core'

/**
 * Runs `query` (whose text never changes) as a named prepared statement: on
 * PostgreSQL each pooled connection parses it once and may keep a generic
 * plan, so a statement run often does not pay for its planning every time
 * (an order, the terms of a search).
 * The embedded database's driver has no named statements: there the statement
 * is prepared once per database with SQL's `PREPARE` (its one session keeps it)
 * and run with `EXECUTE` (embeddedExecute). `db` is a database or a transaction.
 */
export async function executeNamed(db: object, name: string, query: SQL): Promise<unknown> {
  const { session, dialect } = db as unknown as {
    session: PgSession<PgQueryResultHKT> & { client?: object }
    dialect: PgDialect
  }
  const built = dialect.sqlToQuery(query)
  const client = session.client
  const execute = client instanceof PGlite ? embeddedExecute(name, built.params) : null
  if (client instanceof PGlite && execute) {
    const run = (text: string) =>
      session.prepareQuery({ sql: text, params: [] }, undefined, undefined, false).execute()
    const prepared = preparedIn.get(client) ?? new Map<string, Promise<boolean>>()
    preparedIn.set(client, prepared)
    // One `PREPARE` per database, however many statements arrive before it is done.
    let ready = prepared.get(name)
    if (!ready) {
      ready = run(`PREPARE ${name} AS ${built.sql}`).then(
        () => true,
        () => false,
      )
      prepared.set(name, ready)
    }
    if (await ready) return run(execute)
  }
  return session.prepareQuery(built, undefined, name, false).execute()
}

/** The rows of `executeNamed` (`{rows}` on both drivers). */
export async function namedRows<T>(db: object, name: string, query: SQL): Promise<T[]> {
  return ((await executeNamed(db, name, query)) as { rows: T[] }).rows
}

/**
 * The statements each embedded database has `PREPARE`d (its one session keeps
 * them), by name: whether that worked (when not, the statement runs unprepared).
 */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<boolean>>>()

/**
 * `EXECUTE name(...)` with the parameters as SQL literals (a utility statement
 * takes no bound parameters); null when one cannot be written as a literal, and
 * the statement then runs as any other query.
 */
function embeddedExecute(name: string, params: readonly unknown[]): string | null {
  const literals: string[] = []
  for (const value of params) {
    if (value === null || value === undefined) literals.push('NULL')
    else if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
      literals.push(`'${String(value)}'`)
    } else if (typeof value === 'string' && !value.includes('\u0000')) {
      literals.push(`'${value.replaceAll("'", "''")}'`)
    } else return null
  }
  return `EXECUTE ${name}(${literals.join(', ')})`
}
