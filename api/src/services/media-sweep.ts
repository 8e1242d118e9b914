import { productImages } from '../catalogue/schema.ts'
import type { Db } from '../db/client.ts'
import { storeImages } from '../db/schema.ts'
import { isTempKey, type MediaStore, stemOf } from './media-store.ts'

/** Objects younger than this may belong to an upload whose row is not committed yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000

export interface SweepOptions {
  minAgeMs?: number
  now?: number
}

/**
 * Removes stored objects no row refers to (a logo's or cover's in
 * `store_images`, a product photo's in `product_images`): what a crash between
 * writing an object and committing its row (or between deleting a row and its
 * objects) left behind, plus unfinished local writes. Only objects older than
 * `minAgeMs` are considered, so uploads in flight are never touched; keys this
 * app does not make are left alone. Safe to run on several instances at once.
 */
export async function sweepOrphans(
  db: Db,
  media: MediaStore,
  { minAgeMs = ORPHAN_MIN_AGE_MS, now = Date.now() }: SweepOptions = {},
): Promise<string[]> {
  const cutoff = now - minAgeMs
  const candidates: string[] = []
  // Listed before the rows are read: an object old enough whose row commits
  // after this read would be an upload slower than `minAgeMs`.
  for await (const object of media.list()) {
    if (object.lastModified.getTime() > cutoff) continue
    if (isTempKey(object.key) || stemOf(object.key)) candidates.push(object.key)
  }
  if (candidates.length === 0) return []
  // Every table whose rows name stored images: the store's logos and covers, and the products' photos.
  const rows = await db
    .select({ file: storeImages.file })
    .from(storeImages)
    .unionAll(db.select({ file: productImages.file }).from(productImages))
  const live = new Set(rows.map((row) => stemOf(row.file) ?? row.file))
  const orphans = candidates.filter((key) => {
    const stem = stemOf(key)
    return !stem || (!live.has(stem) && !live.has(key))
  })
  if (orphans.length > 0) await media.removeKeys(orphans)
  return orphans
}
