import { and, asc, eq, isNull } from 'drizzle-orm'
import sharp from 'sharp'

import { announceStoreChange, type Db } from '../db/client.ts'
import { storeImages } from '../db/schema.ts'
import { makeVariants, MAX_PIXELS } from './images.ts'
import type { MediaStore } from './media-store.ts'

export interface VariantsReport {
  /** Images that got their variants in this run. */
  made: number
  /** Images whose stored file is missing or unreadable: left as they were. */
  skipped: { id: number; file: string; reason: string }[]
}

/**
 * Makes the WebP variants of images stored before uploads made them (rows
 * with no `variant_widths`), for one store or all. Each image's variants are
 * written complete before its row names them, and the row changes only if it
 * still points at the same file with no variants, so a second run (or one
 * racing a save) makes nothing twice. Each store with a change is announced,
 * so every instance drops its cached answers.
 */
export async function makeMissingVariants(
  db: Db,
  media: MediaStore,
  storeId?: number,
): Promise<VariantsReport> {
  const rows = await db
    .select({
      id: storeImages.id,
      storeId: storeImages.storeId,
      kind: storeImages.kind,
      file: storeImages.file,
    })
    .from(storeImages)
    .where(
      and(
        isNull(storeImages.variantWidths),
        storeId === undefined ? undefined : eq(storeImages.storeId, storeId),
      ),
    )
    .orderBy(asc(storeImages.id))
  const report: VariantsReport = { made: 0, skipped: [] }
  for (const row of rows) {
    const data = await media.readBytes(row.file)
    if (!data) {
      report.skipped.push({ id: row.id, file: row.file, reason: 'its file is missing' })
      continue
    }
    let width: number
    let variants: Awaited<ReturnType<typeof makeVariants>>
    try {
      width = (await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata()).width
      variants = await makeVariants(data, row.kind, width)
    } catch {
      report.skipped.push({
        id: row.id,
        file: row.file,
        reason: 'its file is not a readable image',
      })
      continue
    }
    for (const variant of variants) await media.writeVariant(row.file, variant.width, variant.data)
    const updated = await db.transaction(async (tx) => {
      const changed = await tx
        .update(storeImages)
        .set({ width, variantWidths: variants.map((v) => v.width) })
        .where(
          and(
            eq(storeImages.id, row.id),
            eq(storeImages.file, row.file),
            isNull(storeImages.variantWidths),
          ),
        )
        .returning({ id: storeImages.id })
      if (changed.length > 0) await announceStoreChange(tx, row.storeId)
      return changed.length > 0
    })
    if (updated) {
      report.made += 1
      continue
    }
    // Another run made them (same keys, kept), or the image was replaced or
    // deleted meanwhile: then nothing names this file and its copies go.
    const [still] = await db
      .select({ id: storeImages.id })
      .from(storeImages)
      .where(eq(storeImages.file, row.file))
    if (!still) await media.removeImage(row.file)
  }
  return report
}
