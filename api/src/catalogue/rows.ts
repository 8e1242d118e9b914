import type { SQL } from 'drizzle-orm'

import type { Db } from '../db/client.ts'

/** The rows of a raw statement (`execute` returns `{rows}` on both drivers). */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = await db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

/** bigint columns come back as strings from raw statements on PostgreSQL: numbers here. */
export const num = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)
