import { CATALOGUE_LIMITS, type Category, type CategoryOrder, trimText } from '@vitrina/contract'
import { and, asc, eq, sql } from 'drizzle-orm'

import { announceStoreChange, type Db } from '../db/client.ts'
import { invalid, limitReached, notFound } from '../http-error.ts'
import { holdStore } from '../services/store-images.ts'
import type { Tx } from './products.ts'
import { categories } from './schema.ts'
import { charLength, fold, slugify, uniqueSlug } from './text.ts'

/** The 409 `limit_reached` text past the store's categories, one at a time or by import. */
export const CATEGORIES_LIMIT_TEXT = `Se alcanzó el máximo de ${CATALOGUE_LIMITS.categories} categorías.`

export const CATEGORY_NOT_FOUND = 'La categoría no existe.'

const columns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  position: categories.position,
}

export const CATEGORY_EXISTS = 'Ya hay una categoría con ese nombre.'

function readName(raw: string): string {
  const name = trimText(raw)
  if (!name) throw invalid({ name: ['Ingresá un nombre.'] })
  // The CSV joins a product's categories with '|': a name holding one would come back as two.
  if (name.includes('|')) {
    throw invalid({ name: ['El nombre no puede llevar "|": separa las categorías en el CSV.'] })
  }
  if (charLength(name) > CATALOGUE_LIMITS.categoryNameLength) {
    throw invalid({
      name: [`El nombre admite como mucho ${CATALOGUE_LIMITS.categoryNameLength} caracteres.`],
    })
  }
  return name
}

/**
 * A store's flat list of categories. The slug comes from the name (as a
 * product's from its title) and stays when the category is renamed;
 * deleting a category leaves its products.
 */
export class Categories {
  constructor(
    private readonly db: Db,
    private readonly changed: (storeId: number) => void = () => {},
  ) {}

  list(storeId: number): Promise<Category[]> {
    return this.db
      .select(columns)
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.position), asc(categories.id))
  }

  private async freeSlug(tx: Pick<Db, 'select'>, storeId: number, name: string): Promise<string> {
    const base = slugify(name, 'categoria')
    const rows = await tx
      .select({ slug: categories.slug })
      .from(categories)
      .where(
        and(
          eq(categories.storeId, storeId),
          sql`(${categories.slug} = ${base} or ${categories.slug} like ${`${base}-%`})`,
        ),
      )
    return uniqueSlug(base, new Set(rows.map((r) => r.slug)))
  }

  /**
   * Two categories whose names differ only in case or accents would read the same to
   * shoppers and to the CSV import, which matches names that way: 400 on `name`.
   */
  private async refuseAlike(tx: Tx, storeId: number, name: string, except?: number) {
    const rows = await tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.storeId, storeId))
    if (rows.some((row) => row.id !== except && fold(row.name) === fold(name))) {
      throw invalid({ name: [CATEGORY_EXISTS] })
    }
  }

  async create(storeId: number, rawName: string): Promise<Category> {
    const name = readName(rawName)
    const row = await this.db.transaction(async (tx) => {
      await holdStore(tx, storeId)
      await this.refuseAlike(tx, storeId, name)
      const [stats] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          last: sql<number | null>`max(${categories.position})`,
        })
        .from(categories)
        .where(eq(categories.storeId, storeId))
      if ((stats?.n ?? 0) >= CATALOGUE_LIMITS.categories) {
        throw limitReached(CATEGORIES_LIMIT_TEXT)
      }
      const slug = await this.freeSlug(tx, storeId, name)
      const [inserted] = await tx
        .insert(categories)
        .values({ storeId, name, slug, position: (stats?.last ?? -1) + 1 })
        .returning(columns)
      await announceStoreChange(tx, storeId)
      return inserted!
    })
    this.changed(storeId)
    return row
  }

  async rename(storeId: number, id: number, rawName: string): Promise<Category> {
    const name = readName(rawName)
    const row = await this.db.transaction(async (tx) => {
      await holdStore(tx, storeId)
      const [current] = await tx
        .select(columns)
        .from(categories)
        .where(and(eq(categories.id, id), eq(categories.storeId, storeId)))
      if (!current) throw notFound(CATEGORY_NOT_FOUND)
      if (current.name === name) return current
      await this.refuseAlike(tx, storeId, name, id)
      // The slug stays, as a product's does when its title changes: links to the category keep working.
      const [updated] = await tx
        .update(categories)
        .set({ name })
        .where(eq(categories.id, id))
        .returning(columns)
      await announceStoreChange(tx, storeId)
      return updated!
    })
    this.changed(storeId)
    return row
  }

  async remove(storeId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The store's row first, as every catalogue write: a product save that has just
      // checked this category links it before the category goes (else a foreign-key 500).
      await holdStore(tx, storeId)
      const [deleted] = await tx
        .delete(categories)
        .where(and(eq(categories.id, id), eq(categories.storeId, storeId)))
        .returning({ id: categories.id })
      if (!deleted) throw notFound(CATEGORY_NOT_FOUND)
      await announceStoreChange(tx, storeId)
    })
    this.changed(storeId)
  }

  /** New positions for exactly the store's categories, each once. */
  async reorder(storeId: number, order: CategoryOrder): Promise<Category[]> {
    await this.db.transaction(async (tx) => {
      await holdStore(tx, storeId)
      const rows = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.storeId, storeId))
      const existing = new Set(rows.map((r) => r.id))
      const seen = new Set<number>()
      for (const entry of order) {
        if (!existing.has(entry.id)) throw notFound(`La categoría ${entry.id} no existe.`)
        if (seen.has(entry.id)) {
          throw invalid({ id: [`La categoría ${entry.id} aparece más de una vez.`] })
        }
        seen.add(entry.id)
      }
      if (seen.size !== existing.size) {
        throw invalid({ id: ['La lista debe incluir todas las categorías de la tienda.'] })
      }
      for (const entry of order) {
        await tx
          .update(categories)
          .set({ position: entry.position })
          .where(eq(categories.id, entry.id))
      }
      await announceStoreChange(tx, storeId)
    })
    this.changed(storeId)
    return this.list(storeId)
  }
}
