import { and, desc, eq, notInArray } from 'drizzle-orm'

import { announceStoreChange, type Db } from '../db/client.ts'
import { stores } from '../db/schema.ts'
import type { Theme } from '../db/theme-types.ts'
import { notFound } from '../http-error.ts'
import { themeVersions } from './schema.ts'

/** Published themes kept per store (the current one included). */
export const THEME_VERSIONS_KEPT = 10

export interface ThemeVersionRow {
  id: number
  createdAt: Date
  theme: Theme
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const columns = {
  id: themeVersions.id,
  createdAt: themeVersions.createdAt,
  theme: themeVersions.theme,
}

/**
 * Makes `theme` the store's theme and its newest version, in one transaction
 * that holds the store's row: the store's first publish keeps the theme it had
 * as a version first (so it can be restored), versions past the last
 * {@link THEME_VERSIONS_KEPT} go, and every instance hears of the change once
 * it commits. The caller checked the theme.
 */
export async function publishTheme(
  db: Db,
  storeId: number,
  next: Theme | ((current: Theme) => Theme),
): Promise<ThemeVersionRow> {
  return db.transaction(async (tx) => {
    const [store] = await tx
      .select({ theme: stores.theme })
      .from(stores)
      .where(eq(stores.id, storeId))
      .for('update')
    if (!store) throw notFound('La tienda no existe.')
    // A partial save is merged onto the theme as it is now, under the lock: two saves
    // at once (a colour here, a font there) both stay.
    const theme = typeof next === 'function' ? next(store.theme) : next
    const [any] = await tx
      .select({ id: themeVersions.id })
      .from(themeVersions)
      .where(eq(themeVersions.storeId, storeId))
      .limit(1)
    if (!any) await tx.insert(themeVersions).values({ storeId, theme: store.theme })
    const row = await addVersion(tx, storeId, theme)
    await tx.update(stores).set({ theme }).where(eq(stores.id, storeId))
    await announceStoreChange(tx, storeId)
    return row
  })
}

async function addVersion(tx: Tx, storeId: number, theme: Theme): Promise<ThemeVersionRow> {
  const [row] = await tx.insert(themeVersions).values({ storeId, theme }).returning(columns)
  const kept = await tx
    .select({ id: themeVersions.id })
    .from(themeVersions)
    .where(eq(themeVersions.storeId, storeId))
    .orderBy(desc(themeVersions.id))
    .limit(THEME_VERSIONS_KEPT)
  await tx.delete(themeVersions).where(
    and(
      eq(themeVersions.storeId, storeId),
      notInArray(
        themeVersions.id,
        kept.map((k) => k.id),
      ),
    ),
  )
  return row!
}

/** The store's kept versions, newest first. */
export async function listThemeVersions(db: Db, storeId: number): Promise<ThemeVersionRow[]> {
  return db
    .select(columns)
    .from(themeVersions)
    .where(eq(themeVersions.storeId, storeId))
    .orderBy(desc(themeVersions.id))
}

/** Publishes a kept version's theme again, as a new version; 404 when the store has no such version. */
export async function restoreThemeVersion(
  db: Db,
  storeId: number,
  id: number,
): Promise<ThemeVersionRow> {
  const [version] = await db
    .select({ theme: themeVersions.theme })
    .from(themeVersions)
    .where(and(eq(themeVersions.id, id), eq(themeVersions.storeId, storeId)))
  if (!version) throw notFound('La versión del tema no existe.')
  return publishTheme(db, storeId, version.theme)
}
