import { and, asc, eq, sql } from 'drizzle-orm'

import { announceStoreChange, type Db } from '../db/client.ts'
import { type ImageKind, storeImages, stores } from '../db/schema.ts'
import { invalid, maxImages, notFound } from '../http-error.ts'
import { MAX_IMAGES, type ProcessedImage } from './images.ts'
import { type MediaStore, removeLeftover, removeUnsaved, variantKey } from './media-store.ts'

/** A WebP copy of an image at one width. */
export interface ImageVariantItem {
  url: string
  width: number
  type: 'image/webp'
}

export interface ImageItem {
  id: number
  image: string
  position: number
  /** Only when the owner set one. */
  alt?: string
  /** `url <w>w` candidates for `<img srcset>`: the variants, then `image` when it is wider. Only with variants. */
  srcset?: string
  /** The WebP variants, narrowest first. Only when the image has some. */
  variants?: ImageVariantItem[]
}

type Row = typeof storeImages.$inferSelect

export const toItem = (
  media: MediaStore,
  row: Pick<Row, 'id' | 'file' | 'position' | 'alt' | 'width' | 'variantWidths'>,
): ImageItem => {
  const image = media.urlFor(row.file)
  const variants = (row.variantWidths ?? []).map((width): ImageVariantItem => ({
    url: media.urlFor(variantKey(row.file, width)),
    width,
    type: 'image/webp',
  }))
  const widest = variants.at(-1)?.width ?? 0
  const candidates = variants.map((variant) => `${variant.url} ${variant.width}w`)
  if (row.width && row.width > widest) candidates.push(`${image} ${row.width}w`)
  return {
    id: row.id,
    image,
    position: row.position,
    ...(row.alt ? { alt: row.alt } : {}),
    ...(variants.length > 0 ? { srcset: candidates.join(', '), variants } : {}),
  }
}

/**
 * Writes an image and its variants, each complete before it returns; when any
 * write fails, whatever was written goes, so a failed upload leaves nothing.
 */
export async function writeImage(media: MediaStore, storeId: number, image: ProcessedImage) {
  const file = await media.write(storeId, image.data, image.ext)
  // Every write settles before any cleanup: one still in flight would land after it.
  const results = await Promise.allSettled(
    image.variants.map((variant) => media.writeVariant(file, variant.width, variant.data)),
  )
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) {
    await media.removeImage(file)
    throw failed.reason
  }
  return { file, width: image.width, variantWidths: image.variants.map((v) => v.width) }
}

/**
 * Checks a new order of images against the ids there are: each id once, all
 * of them (`whole` is the message when some are missing). Throws 404/400.
 */
export function checkImageOrder(ids: number[], order: { id: number }[], whole: string): void {
  const existing = new Set(ids)
  const seen = new Set<number>()
  for (const entry of order) {
    if (!existing.has(entry.id)) throw notFound(`La imagen ${entry.id} no existe.`)
    if (seen.has(entry.id)) {
      throw invalid({ id: [`La imagen ${entry.id} aparece más de una vez.`] })
    }
    seen.add(entry.id)
  }
  if (seen.size !== existing.size) throw invalid({ id: [whole] })
}

const ofStore = (storeId: number, kind: ImageKind) =>
  and(eq(storeImages.storeId, storeId), eq(storeImages.kind, kind))

/**
 * Serialises a store's writes (image limits hold under concurrent uploads; a category
 * delete waits for a product save). The row is locked, not written: for writes that
 * change nothing an order reads (logos, covers, categories), so orders in flight need not
 * be placed again after them (catalogue writes use `lockStore`, which writes it:
 * api/src/catalogue/products.ts).
 */
export async function holdStore(tx: Pick<Db, 'select'>, storeId: number): Promise<void> {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update')
}

/**
 * A store's logos and covers. Every write announces the store's change inside
 * its transaction (other instances drop their cached answers once it commits)
 * and calls `changed` after the commit (this instance drops its own at once).
 */
export class StoreImages {
  private readonly listQuery

  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
    private readonly changed: (storeId: number) => void = () => {},
  ) {
    this.listQuery = db
      .select({
        id: storeImages.id,
        file: storeImages.file,
        position: storeImages.position,
        alt: storeImages.alt,
        width: storeImages.width,
        variantWidths: storeImages.variantWidths,
      })
      .from(storeImages)
      .where(
        and(
          eq(storeImages.storeId, sql.placeholder('storeId')),
          eq(storeImages.kind, sql.placeholder('kind')),
        ),
      )
      .orderBy(asc(storeImages.position), asc(storeImages.id))
      .prepare('store_images_list')
  }

  async list(storeId: number, kind: ImageKind): Promise<ImageItem[]> {
    const rows = await this.listQuery.execute({ storeId, kind })
    return rows.map((row) => toItem(this.media, row))
  }

  async count(storeId: number, kind: ImageKind): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(storeImages)
      .where(ofStore(storeId, kind))
    return row?.n ?? 0
  }

  /** Stores the file and its variants, then the row; if the row cannot be added the files go too. */
  async add(
    storeId: number,
    kind: ImageKind,
    image: ProcessedImage,
    position?: number,
    alt: string | null = null,
  ): Promise<ImageItem> {
    const written = await writeImage(this.media, storeId, image)
    const { file } = written
    try {
      const row = await this.db.transaction(async (tx) => {
        await holdStore(tx, storeId)
        const [stats] = await tx
          .select({
            n: sql<number>`count(*)::int`,
            last: sql<number | null>`max(${storeImages.position})`,
          })
          .from(storeImages)
          .where(ofStore(storeId, kind))
        if ((stats?.n ?? 0) >= MAX_IMAGES) throw maxImages(MAX_IMAGES)
        const [inserted] = await tx
          .insert(storeImages)
          .values({ storeId, kind, ...written, alt, position: position ?? (stats?.last ?? -1) + 1 })
          .returning()
        await announceStoreChange(tx, storeId)
        return inserted!
      })
      this.changed(storeId)
      return toItem(this.media, row)
    } catch (error) {
      await removeUnsaved(this.media, file, error)
      throw error
    }
  }

  /** Replaces the file and/or position; the old file is removed only once the row points elsewhere. */
  async update(
    storeId: number,
    kind: ImageKind,
    id: number,
    changes: { image?: ProcessedImage; position?: number; alt?: string | null },
  ): Promise<ImageItem> {
    const written = changes.image ? await writeImage(this.media, storeId, changes.image) : undefined
    const file = written?.file
    let result: { row: Row; oldFile: string }
    try {
      result = await this.db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(storeImages)
          .where(and(eq(storeImages.id, id), ofStore(storeId, kind)))
          .for('update')
        if (!current) throw notFound('La imagen no existe.')
        if (file === undefined && changes.position === undefined && changes.alt === undefined) {
          return { row: current, oldFile: current.file }
        }
        const [row] = await tx
          .update(storeImages)
          .set({
            ...(written ?? {}),
            ...(changes.position !== undefined ? { position: changes.position } : {}),
            ...(changes.alt !== undefined ? { alt: changes.alt } : {}),
          })
          .where(eq(storeImages.id, id))
          .returning()
        await announceStoreChange(tx, storeId)
        return { row: row!, oldFile: current.file }
      })
    } catch (error) {
      if (file) await removeUnsaved(this.media, file, error)
      throw error
    }
    this.changed(storeId)
    if (file) await removeLeftover(this.media, result.oldFile)
    return toItem(this.media, result.row)
  }

  async remove(storeId: number, kind: ImageKind, id: number): Promise<void> {
    const row = await this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(storeImages)
        .where(and(eq(storeImages.id, id), ofStore(storeId, kind)))
        .returning({ file: storeImages.file })
      if (!deleted) throw notFound('La imagen no existe.')
      await announceStoreChange(tx, storeId)
      return deleted
    })
    this.changed(storeId)
    await removeLeftover(this.media, row.file)
  }

  /**
   * Sets positions; the list must name every image of this kind of this store
   * exactly once. An id that is not one of them is 404, like any other call.
   */
  async reorder(
    storeId: number,
    kind: ImageKind,
    order: { id: number; position: number }[],
  ): Promise<ImageItem[]> {
    await this.db.transaction(async (tx) => {
      await holdStore(tx, storeId)
      const rows = await tx
        .select({ id: storeImages.id })
        .from(storeImages)
        .where(ofStore(storeId, kind))
      checkImageOrder(
        rows.map((r) => r.id),
        order,
        'La lista debe incluir todas las imágenes de la tienda.',
      )
      for (const entry of order) {
        await tx
          .update(storeImages)
          .set({ position: entry.position })
          .where(eq(storeImages.id, entry.id))
      }
      await announceStoreChange(tx, storeId)
    })
    this.changed(storeId)
    return this.list(storeId, kind)
  }
}
