import { and, asc, eq, gt, inArray } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { CSV_COLUMNS, csvAmount, csvLine } from './csv.ts'
import { categories, productCategories, products, variants } from './schema.ts'

/** Products read per query while exporting: memory stays flat however large the catalogue. */
const BATCH = 500

/**
 * `GET productos/exportar/`: the store's catalogue as CSV (UTF-8 with BOM,
 * `;`, CRLF), one row per variant with the product's columns repeated,
 * produced in batches.
 */
export async function* exportProducts(
  db: Db,
  storeId: number,
  currency: string,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(CSV_COLUMNS)}`
  const names = new Map(
    (
      await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.storeId, storeId))
        .orderBy(asc(categories.position), asc(categories.id))
    ).map((c) => [c.id, c.name]),
  )
  let after = 0
  for (;;) {
    const batch = await db
      .select()
      .from(products)
      .where(and(eq(products.storeId, storeId), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(BATCH)
    if (batch.length === 0) return
    const ids = batch.map((p) => p.id)
    const [variantRows, links] = await Promise.all([
      db
        .select()
        .from(variants)
        .where(inArray(variants.productId, ids))
        .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id)),
      db.select().from(productCategories).where(inArray(productCategories.productId, ids)),
    ])
    let chunk = ''
    for (const product of batch) {
      const categoryNames = [...names]
        .filter(([id]) => links.some((l) => l.productId === product.id && l.categoryId === id))
        .map(([, name]) => name)
        .join('|')
      const options = product.options
      for (const variant of variantRows.filter((v) => v.productId === product.id)) {
        chunk += csvLine([
          product.slug,
          product.title,
          product.description,
          product.status,
          categoryNames,
          options[0]?.name ?? '',
          variant.optionValues[0] ?? '',
          options[1]?.name ?? '',
          variant.optionValues[1] ?? '',
          options[2]?.name ?? '',
          variant.optionValues[2] ?? '',
          variant.sku ?? '',
          csvAmount(variant.price, currency),
          csvAmount(variant.compareAtPrice, currency),
          variant.stock === null ? '' : String(variant.stock),
        ])
      }
    }
    yield chunk
    after = ids.at(-1)!
  }
}
