import { randomBytes } from 'node:crypto'

import { eq } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { sharedSecrets } from '../db/schema.ts'

/**
 * The token key kept in the database, made by whichever instance asks first.
 * `insert … on conflict do nothing` is atomic, so instances starting together
 * still end up with one key.
 */
export async function sharedJwtSecret(db: Db): Promise<Uint8Array> {
  await db
    .insert(sharedSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db
    .select({ value: sharedSecrets.value })
    .from(sharedSecrets)
    .where(eq(sharedSecrets.name, 'jwt'))
  if (!row || row.value.length < 32) throw new Error('The shared token key is missing or short')
  return new TextEncoder().encode(row.value)
}
