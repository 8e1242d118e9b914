import { CATALOGUE_LIMITS, type ProductImage, type ProductImageOrder } from '@vitrina/contract'
import { and, asc, eq, sql } from 'drizzle-orm'

import { announceStoreChange, type Db } from '../db/client.ts'
import { maxImages, notFound } from '../http-error.ts'
import type { ProcessedImage } from '../services/images.ts'
import { type MediaStore, removeLeftover, removeUnsaved } from '../services/media-store.ts'
import { checkImageOrder, toItem, writeImage } from '../services/store-images.ts'
import { lockStore, PRODUCT_NOT_FOUND } from './products.ts'
import { productImages, products } from './schema.ts'

export const IMAGE_NOT_FOUND = 'La imagen no existe.'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * A product's photos (at most 10), stored as logos and covers are: the files
 * are written before the row and removed if the row cannot be, so a failed
 * upload leaves nothing behind.
 */
export class ProductImages {
  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
    private readonly changed: (storeId: number) => void = () => {},
  ) {}

  async list(productId: number): Promise<ProductImage[]> {
    const rows = await this.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id))
    return rows.map((row) => toItem(this.media, row))
  }

  /** 404 unless the product is this store's. */
  async checkProduct(storeId: number, productId: number, tx: Pick<Db, 'select'> = this.db) {
    const [row] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.storeId, storeId)))
    if (!row) throw notFound(PRODUCT_NOT_FOUND)
  }

  async count(productId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productImages)
      .where(eq(productImages.productId, productId))
    return row?.n ?? 0
  }

  private async touch(tx: Tx, storeId: number, productId: number) {
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.id, productId))
    await announceStoreChange(tx, storeId)
  }

  async add(
    storeId: number,
    productId: number,
    image: ProcessedImage,
    alt: string | null,
    position?: number,
  ): Promise<ProductImage> {
    const written = await writeImage(this.media, storeId, image)
    try {
      const row = await this.db.transaction(async (tx) => {
        await lockStore(tx, storeId)
        await this.checkProduct(storeId, productId, tx)
        const [stats] = await tx
          .select({
            n: sql<number>`count(*)::int`,
            last: sql<number | null>`max(${productImages.position})`,
          })
          .from(productImages)
          .where(eq(productImages.productId, productId))
        if ((stats?.n ?? 0) >= CATALOGUE_LIMITS.images) throw maxImages(CATALOGUE_LIMITS.images)
        const [inserted] = await tx
          .insert(productImages)
          .values({
            storeId,
            productId,
            ...written,
            alt,
            position: position ?? (stats?.last ?? -1) + 1,
          })
          .returning()
        await this.touch(tx, storeId, productId)
        return inserted!
      })
      this.changed(storeId)
      return toItem(this.media, row)
    } catch (error) {
      await removeUnsaved(this.media, written.file, error)
      throw error
    }
  }

  async update(
    storeId: number,
    productId: number,
    id: number,
    changes: { image?: ProcessedImage; position?: number; alt?: string | null },
  ): Promise<ProductImage> {
    const written = changes.image ? await writeImage(this.media, storeId, changes.image) : undefined
    let result: { row: typeof productImages.$inferSelect; oldFile: string }
    try {
      result = await this.db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(productImages)
          .where(
            and(
              eq(productImages.id, id),
              eq(productImages.productId, productId),
              eq(productImages.storeId, storeId),
            ),
          )
          .for('update')
        if (!current) throw notFound(IMAGE_NOT_FOUND)
        const [row] = await tx
          .update(productImages)
          .set({
            ...(written ?? {}),
            ...(changes.position !== undefined ? { position: changes.position } : {}),
            ...(changes.alt !== undefined ? { alt: changes.alt } : {}),
          })
          .where(eq(productImages.id, id))
          .returning()
        await this.touch(tx, storeId, productId)
        return { row: row!, oldFile: current.file }
      })
    } catch (error) {
      if (written) await removeUnsaved(this.media, written.file, error)
      throw error
    }
    this.changed(storeId)
    if (written) await removeLeftover(this.media, result.oldFile)
    return toItem(this.media, result.row)
  }

  async remove(storeId: number, productId: number, id: number): Promise<void> {
    const file = await this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(productImages)
        .where(
          and(
            eq(productImages.id, id),
            eq(productImages.productId, productId),
            eq(productImages.storeId, storeId),
          ),
        )
        .returning({ file: productImages.file })
      if (!deleted) throw notFound(IMAGE_NOT_FOUND)
      await this.touch(tx, storeId, productId)
      return deleted.file
    })
    this.changed(storeId)
    await removeLeftover(this.media, file)
  }

  /** New positions for exactly the product's images, each once. */
  async reorder(
    storeId: number,
    productId: number,
    order: ProductImageOrder,
  ): Promise<ProductImage[]> {
    await this.db.transaction(async (tx) => {
      await lockStore(tx, storeId)
      await this.checkProduct(storeId, productId, tx)
      const rows = await tx
        .select({ id: productImages.id })
        .from(productImages)
        .where(eq(productImages.productId, productId))
      checkImageOrder(
        rows.map((r) => r.id),
        order,
        'La lista debe incluir todas las imágenes del producto.',
      )
      for (const entry of order) {
        await tx
          .update(productImages)
          .set({ position: entry.position })
          .where(eq(productImages.id, entry.id))
      }
      await this.touch(tx, storeId, productId)
    })
    this.changed(storeId)
    return this.list(productId)
  }
}
