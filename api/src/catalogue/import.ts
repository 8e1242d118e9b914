import { Readable } from 'node:stream'

import {
  CATALOGUE_LIMITS,
  type ImportResult,
  MAX_AMOUNT,
  type ProductBody,
  type StockChange,
  trimText,
  type VariantBody,
} from '@vitrina/contract'
import { majorUnits } from '@vitrina/shared/rules'
import { parse } from 'csv-parse'
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'

import { announceStoreChange, type Db } from '../db/client.ts'
import { type FieldErrors, fileTooLarge, HttpError, invalid, limitReached } from '../http-error.ts'
import { CATEGORIES_LIMIT_TEXT } from './categories.ts'
import { CSV_COLUMNS, type CsvRow, detectSeparator, parseAmount, uncell } from './csv.ts'
import { type ProductInput, readProductBody, type VariantInput } from './product-input.ts'
import {
  checkCurrency,
  lockStore,
  PRODUCTS_LIMIT_TEXT,
  type VariantRow,
  variantValues,
} from './products.ts'
import { categories, productCategories, products, variants } from './schema.ts'
import { refreshProductSummaries } from './summary.ts'
import { charLength, fold, SLUG_RE, slugify } from './text.ts'

export const MAX_IMPORT_ROWS = 50_000
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024
export const IMPORT_TOO_LARGE_TEXT = 'El archivo supera los 20 MB.'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The columns every row of one product repeats. */
const PRODUCT_COLUMNS = [
  'titulo',
  'descripcion',
  'estado',
  'categorias',
  'opcion1',
  'opcion2',
  'opcion3',
] as const

interface Row {
  /** As a spreadsheet numbers it: the header is fila 1. */
  fila: number
  cells: CsvRow
  /** Set when the record has another number of cells than the header (RFC 4180: every record has as many). */
  width?: { cells: number; header: number }
}

interface PlannedProduct {
  slug: string
  rows: Row[]
  input: ProductInput
  categoryNames: string[]
  /** Set when the slug is already a product of the store. */
  id?: number
}

const rowKey = (fila: number) => `fila ${fila}`

function addError(errors: FieldErrors, fila: number, message: string) {
  ;(errors[rowKey(fila)] ??= []).push(message)
}

/** Reads the file as records, the separator taken from its header line; `;` or `,`, BOM optional. */
async function* records(source: Readable): AsyncGenerator<string[]> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  const head: Buffer[] = []
  let done = false
  while (!done) {
    const next = await iterator.next()
    if (next.done) done = true
    else head.push(next.value)
    if (Buffer.concat(head).includes(0x0a)) break
  }
  const first = Buffer.concat(head)
  const headerLine = first.toString('utf8').split('\n')[0] ?? ''
  // The file must be UTF-8: a spreadsheet's Latin-1 or UTF-16 would be read as other letters.
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const decode = (chunk: Buffer, more: boolean) => {
    try {
      return decoder.decode(chunk, { stream: more })
    } catch {
      throw invalid({ archivo: [NOT_UTF8] })
    }
  }
  async function* rest() {
    yield decode(first, true)
    while (!done) {
      const next = await iterator.next()
      if (next.done) break
      yield decode(next.value, true)
    }
    // A character cut at the end of the file is not UTF-8 either.
    yield decode(Buffer.alloc(0), false)
  }
  const text = Readable.from(rest())
  const parser = text.pipe(
    parse({
      delimiter: detectSeparator(headerLine),
      bom: true,
      // A blank line is a row of the spreadsheet: kept, so rows are numbered as it numbers them.
      skip_empty_lines: false,
      relax_column_count: true,
    }),
  )
  // `pipe` does not pass a failure on: the parser then stops with it.
  text.on('error', (error) => parser.destroy(error))
  for await (const record of parser) yield record as string[]
}

const NOT_UTF8 = 'El archivo no está en UTF-8. Guardalo como «CSV UTF-8» y volvé a importarlo.'

/** The file's rows by column name; 400 when the header lacks a column or the file is too long. */
async function readRows(source: Readable): Promise<Row[]> {
  let columns: number[] | undefined
  let headerWidth = 0
  const rows: Row[] = []
  /** The spreadsheet's number of the record read (the header is 1). */
  let fila = 0
  try {
    for await (const record of records(source)) {
      fila++
      if (record.length === 1 && record[0] === '') continue
      if (!columns) {
        const names = record.map((name) => name.trim().toLowerCase())
        const missing = CSV_COLUMNS.filter((column) => !names.includes(column))
        if (missing.length > 0) {
          throw invalid({ [rowKey(fila)]: [`Faltan columnas: ${missing.join(', ')}.`] })
        }
        columns = CSV_COLUMNS.map((column) => names.indexOf(column))
        headerWidth = record.length
        continue
      }
      if (rows.length >= MAX_IMPORT_ROWS) {
        throw invalid({
          archivo: [`El archivo tiene más de ${MAX_IMPORT_ROWS.toLocaleString('es-AR')} filas.`],
        })
      }
      const cells = {} as CsvRow
      CSV_COLUMNS.forEach((column, i) => {
        // As the API takes them: a description keeps its leading spaces and tabs, the rest is trimmed.
        const text = uncell(record[columns![i]!] ?? '')
        cells[column] = column === 'descripcion' ? text.trimEnd() : trimText(text)
        // No text may hold a NUL (PostgreSQL cannot store one): the row is refused, not the server.
        if (cells[column].includes('\u0000')) {
          throw invalid({ [rowKey(fila)]: [`La columna ${column} tiene un carácter no válido.`] })
        }
      })
      rows.push({
        fila,
        cells,
        ...(record.length === headerWidth
          ? {}
          : { width: { cells: record.length, header: headerWidth } }),
      })
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    const code = (error as { code?: string }).code
    if (
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      (error as { statusCode?: number }).statusCode === 413
    ) {
      throw error
    }
    throw invalid({ archivo: ['El archivo no es un CSV válido.'] })
  }
  if (!columns) throw invalid({ archivo: ['El archivo está vacío.'] })
  return rows
}

/** The file's column for a field of the product body, as the report names it. */
function csvColumn(field: string): string {
  const option = /^options(?:\.(\d+))?(\.values)?/.exec(field)
  if (option) {
    const n = option[1] === undefined ? '' : String(Number(option[1]) + 1)
    return `${option[2] ? 'valor' : 'opcion'}${n}`
  }
  const variant = /^variants\.\d+\.(\w+)(?:\.(\d+))?/.exec(field)
  if (variant) {
    if (variant[1] === 'option_values') {
      return variant[2] === undefined ? 'valores' : `valor${Number(variant[2]) + 1}`
    }
    return COLUMN_OF_VARIANT_FIELD[variant[1]!] ?? variant[1]!
  }
  return COLUMN_OF_FIELD[field] ?? (field === 'variants' ? 'variantes' : field)
}
const COLUMN_OF_FIELD: Record<string, string> = {
  title: 'titulo',
  description: 'descripcion',
  status: 'estado',
  category_ids: 'categorias',
}
const COLUMN_OF_VARIANT_FIELD: Record<string, string> = {
  price: 'precio',
  compare_at_price: 'precio_anterior',
}

/** Rows of one slug (or, without one, of the slug its title makes) form one product. */
function groupRows(rows: Row[], errors: FieldErrors): Map<string, Row[]> {
  const groups = new Map<string, Row[]>()
  for (const row of rows) {
    if (row.width) {
      const { cells, header } = row.width
      addError(errors, row.fila, `La fila tiene ${cells} columnas y el encabezado ${header}.`)
      continue
    }
    const slug = row.cells.slug.toLowerCase() || slugify(row.cells.titulo)
    if (row.cells.slug && !SLUG_RE.test(row.cells.slug)) {
      addError(errors, row.fila, 'slug: usa minúsculas sin acentos, números y guiones.')
      continue
    }
    const group = groups.get(slug)
    if (!group) {
      groups.set(slug, [row])
      continue
    }
    const first = group[0]!.cells
    const differs = PRODUCT_COLUMNS.filter((column) => row.cells[column] !== first[column])
    if (differs.length > 0) {
      addError(
        errors,
        row.fila,
        `${differs.join(', ')}: no coincide con las filas anteriores del producto "${slug}".`,
      )
    }
    group.push(row)
  }
  return groups
}

/** One product from its rows, checked by the same rules as the API's product body. */
function planProduct(
  slug: string,
  rows: Row[],
  currency: string,
  errors: FieldErrors,
): PlannedProduct | undefined {
  const first = rows[0]!
  const before = Object.keys(errors).length
  const estado = first.cells.estado || 'draft'
  if (estado !== 'draft' && estado !== 'active') {
    addError(errors, first.fila, 'estado: debe ser draft o active.')
  }
  const axes: { name: string; values: string[] }[] = []
  for (const n of [1, 2, 3] as const) {
    const name = first.cells[`opcion${n}`]
    if (name) axes.push({ name, values: [] })
  }
  const variantBodies: VariantBody[] = rows.map((row) => {
    const values = axes.map((axis, i) => {
      const value = row.cells[`valor${i + 1}` as 'valor1']
      if (!axis.values.some((known) => fold(known) === fold(value))) axis.values.push(value)
      return value
    })
    const amount = (column: 'precio' | 'precio_anterior') => {
      const value = parseAmount(row.cells[column], currency)
      if (value === undefined) addError(errors, row.fila, `${column}: no es un importe válido.`)
      // The editor's limit: a product the file makes must be one its editor can save again.
      if (value != null && value > MAX_AMOUNT) {
        addError(errors, row.fila, `${column}: el máximo es ${majorUnits(MAX_AMOUNT, currency)}.`)
        return undefined
      }
      return value
    }
    const price = amount('precio')
    const compareAt = amount('precio_anterior')
    const stockText = row.cells.stock
    const stock = stockText === '' ? null : /^\d{1,7}$/.test(stockText) ? Number(stockText) : NaN
    if (Number.isNaN(stock) || (stock !== null && stock > CATALOGUE_LIMITS.stock)) {
      addError(errors, row.fila, 'stock: debe ser un número entero desde 0, o vacío.')
    }
    return {
      option_values: values,
      sku: row.cells.sku || null,
      price: price ?? null,
      compare_at_price: compareAt ?? null,
      stock: Number.isNaN(stock) ? null : stock,
    }
  })
  const body: ProductBody = {
    title: first.cells.titulo,
    slug,
    description: first.cells.descripcion,
    status: estado === 'active' ? 'active' : 'draft',
    options: axes,
    variants: variantBodies,
  }
  let input: ProductInput | undefined
  try {
    if (rows.length > CATALOGUE_LIMITS.variants) {
      throw invalid({
        variants: [`Un producto admite como mucho ${CATALOGUE_LIMITS.variants} variantes.`],
      })
    }
    input = readProductBody(body)
  } catch (error) {
    if (!(error instanceof HttpError) || !error.errors) throw error
    for (const [field, messages] of Object.entries(error.errors)) {
      const variant = /^variants\.(\d+)\./.exec(field)
      const fila = variant ? rows[Number(variant[1])]!.fila : first.fila
      for (const message of messages) addError(errors, fila, `${csvColumn(field)}: ${message}`)
    }
  }
  if (!input || Object.keys(errors).length > before) return undefined
  const categoryNames = first.cells.categorias.split('|').map(trimText).filter(Boolean)
  if (categoryNames.length > CATALOGUE_LIMITS.categoriesPerProduct) {
    addError(errors, first.fila, 'categorias: como mucho 5 por producto.')
    return undefined
  }
  const long = categoryNames.find((name) => charLength(name) > CATALOGUE_LIMITS.categoryNameLength)
  if (long) {
    addError(
      errors,
      first.fila,
      `categorias: "${long}" supera los ${CATALOGUE_LIMITS.categoryNameLength} caracteres de un nombre.`,
    )
    return undefined
  }
  return { slug, rows, input, categoryNames }
}

/**
 * Variants of an updated product keep their ids when matched by SKU, else by
 * option values (ignoring case and accents); the ones left out are removed.
 */
function matchVariants(
  input: VariantInput[],
  existing: (typeof variants.$inferSelect)[],
): VariantInput[] {
  const free = new Set(existing.map((v) => v.id))
  const bySku = new Map(existing.flatMap((v) => (v.sku ? [[v.sku, v.id] as const] : [])))
  const comboOf = (values: string[]) => values.map(fold).join('\u0000')
  const byCombo = new Map(existing.map((v) => [comboOf(v.optionValues), v.id] as const))
  return input.map((variant) => {
    const id =
      (variant.sku !== null ? bySku.get(variant.sku) : undefined) ??
      byCombo.get(comboOf(variant.optionValues))
    if (id === undefined || !free.has(id)) return variant
    free.delete(id)
    return { ...variant, id }
  })
}

export interface ImportOptions {
  /** Checks only: nothing is written. */
  dryRun: boolean
  /** Variants the file gives another stock keep the one they have now. */
  keepStock?: boolean
  /** The answer lists those variants (`stock_changed`, `stock_changes`). */
  stockDetail?: boolean
}

/**
 * `POST productos/importar/`: all or nothing. Every row is checked (and the
 * store's limits, SKUs and categories) before anything is written; any bad
 * row answers 400 with `errors` keyed `fila N` and changes nothing. With
 * `dryRun` nothing is written either way.
 */
export async function importProducts(
  db: Db,
  storeId: number,
  currency: string,
  source: Readable,
  options: ImportOptions,
  /** True when the upload was cut at MAX_IMPORT_BYTES (asked once the file is read). */
  wasCut: () => boolean = () => false,
): Promise<ImportResult> {
  const { dryRun, keepStock = false } = options
  const errors: FieldErrors = {}
  const rows = await readRows(source)
  // A file cut at its size limit can end in a row that still reads whole: nothing of it goes in.
  if (wasCut()) throw fileTooLarge(IMPORT_TOO_LARGE_TEXT)
  const planned = [...groupRows(rows, errors)].flatMap(([slug, group]) => {
    const product = planProduct(slug, group, currency, errors)
    return product ? [product] : []
  })
  if (Object.keys(errors).length > 0)
    throw invalid(errors, 'El archivo tiene errores: no se importó nada.')

  const result = await db.transaction(async (tx) => {
    // The prices were read in the currency the store had when the upload began.
    checkCurrency(currency, await lockStore(tx, storeId))
    const existing = await tx
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(eq(products.storeId, storeId))
    const idBySlug = new Map(existing.map((p) => [p.slug, p.id]))
    for (const product of planned) product.id = idBySlug.get(product.slug)
    const creates = planned.filter((p) => p.id === undefined)
    if (existing.length + creates.length > CATALOGUE_LIMITS.products) {
      throw limitReached(PRODUCTS_LIMIT_TEXT)
    }
    await checkSkus(tx, storeId, planned, errors)
    const categoryIds = await resolveCategories(tx, storeId, planned, dryRun)
    if (Object.keys(errors).length > 0) {
      throw invalid(errors, 'El archivo tiene errores: no se importó nada.')
    }
    const current = await currentVariants(tx, planned)
    const stock = stockChanges(planned, current, keepStock)
    const counts = {
      created: creates.length,
      updated: planned.length - creates.length,
      ...(options.stockDetail && { stock_changed: stock.count, stock_changes: stock.listed }),
    }
    if (dryRun) return counts
    const touched = await writePlanned(tx, storeId, planned, categoryIds, current)
    for (let i = 0; i < touched.length; i += 500) {
      await refreshProductSummaries(tx, touched.slice(i, i + 500))
    }
    await announceStoreChange(tx, storeId)
    return counts
  })
  return result
}

/** A SKU must not be another product's (one outside the file, or another row's product). */
async function checkSkus(tx: Tx, storeId: number, planned: PlannedProduct[], errors: FieldErrors) {
  const owner = new Map<string, string>()
  for (const product of planned) {
    for (const variant of product.input.variants) {
      if (variant.sku === null) continue
      const fila = product.rows[variant.index]!.fila
      const other = owner.get(variant.sku)
      if (other !== undefined && other !== product.slug) {
        addError(errors, fila, `sku: "${variant.sku}" también está en el producto "${other}".`)
      }
      owner.set(variant.sku, product.slug)
    }
  }
  if (owner.size === 0) return
  const ids = new Set(planned.flatMap((p) => (p.id === undefined ? [] : [p.id])))
  const skus = [...owner.keys()]
  for (let i = 0; i < skus.length; i += 1000) {
    const clashes = await tx
      .select({ sku: variants.sku, productId: variants.productId })
      .from(variants)
      .where(and(eq(variants.storeId, storeId), inArray(variants.sku, skus.slice(i, i + 1000))))
    for (const clash of clashes) {
      if (ids.has(clash.productId)) continue
      const product = planned.find((p) => p.slug === owner.get(clash.sku!))!
      const variant = product.input.variants.find((v) => v.sku === clash.sku)!
      addError(
        errors,
        product.rows[variant.index]!.fila,
        `sku: "${clash.sku}" ya lo usa otro producto.`,
      )
    }
  }
}

/**
 * Category names matched ignoring case and accents; unknown ones are created
 * (not on a dry run). Past the store's limit: 409 `limit_reached`, as one at a time.
 */
async function resolveCategories(
  tx: Tx,
  storeId: number,
  planned: PlannedProduct[],
  dryRun: boolean,
): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      position: categories.position,
    })
    .from(categories)
    .where(eq(categories.storeId, storeId))
  // Names alike ignoring case and accents are refused since 2026-11-27; a store that has
  // two from before gets the first of them (by position), as its list shows them.
  const byName = new Map<string, number>()
  for (const c of [...rows].sort((a, b) => a.position - b.position || a.id - b.id)) {
    if (!byName.has(fold(c.name))) byName.set(fold(c.name), c.id)
  }
  const slugs = new Set(rows.map((c) => c.slug))
  const wanted = new Map<string, string>()
  for (const product of planned) {
    for (const name of product.categoryNames) {
      if (!byName.has(fold(name)) && !wanted.has(fold(name))) wanted.set(fold(name), name)
    }
  }
  if (rows.length + wanted.size > CATALOGUE_LIMITS.categories) {
    throw limitReached(CATEGORIES_LIMIT_TEXT)
  }
  if (dryRun) return byName
  let position = Math.max(-1, ...rows.map((c) => c.position))
  for (const [key, name] of wanted) {
    let slug = slugify(name, 'categoria')
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name, 'categoria')}-${n}`
    slugs.add(slug)
    const [created] = await tx
      .insert(categories)
      .values({ storeId, name, slug, position: ++position })
      .returning({ id: categories.id })
    byName.set(key, created!.id)
  }
  return byName
}

/** The variants the file's known products have now, by product. */
async function currentVariants(
  tx: Tx,
  planned: PlannedProduct[],
): Promise<Map<number, VariantRow[]>> {
  const byProduct = new Map<number, VariantRow[]>()
  const ids = planned.flatMap((p) => (p.id === undefined ? [] : [p.id]))
  for (let i = 0; i < ids.length; i += 1000) {
    // Locked: a cancel or the hold's sweep puts stock back without the store's
    // lock, and the stock kept (`keepStock`) must be the one of now.
    const rows = await tx
      .select()
      .from(variants)
      .where(inArray(variants.productId, ids.slice(i, i + 1000)))
      .for('update')
    for (const row of rows) {
      const list = byProduct.get(row.productId)
      if (list) list.push(row)
      else byProduct.set(row.productId, [row])
    }
  }
  return byProduct
}

/** At most this many of the file's stock changes are listed (all are counted). */
export const STOCK_CHANGES_LISTED = 20

/**
 * Matches each known product's variants to the ones it has (their ids go on
 * the plan) and finds the variants whose stock the file would change: an
 * order taken since the file was exported is one, and the owner is told
 * before importing (commerce spec §3: stock is never overwritten blind).
 * With `keepStock` those variants keep the stock they have now.
 */
function stockChanges(
  planned: PlannedProduct[],
  current: Map<number, VariantRow[]>,
  keepStock: boolean,
): { count: number; listed: StockChange[] } {
  const listed: StockChange[] = []
  let count = 0
  for (const product of planned) {
    if (product.id === undefined) continue
    const existing = current.get(product.id) ?? []
    const byId = new Map(existing.map((v) => [v.id, v]))
    product.input.variants = matchVariants(product.input.variants, existing).map((variant) => {
      const now = variant.id === undefined ? undefined : byId.get(variant.id)
      if (!now || now.stock === variant.stock) return variant
      count += 1
      if (listed.length < STOCK_CHANGES_LISTED) {
        listed.push({
          fila: product.rows[variant.index]!.fila,
          variant: variant.sku ?? (variant.optionValues.join(' / ') || product.input.title),
          stock: now.stock,
          stock_file: variant.stock,
        })
      }
      return keepStock ? { ...variant, stock: now.stock } : variant
    })
  }
  return { count, listed }
}

/** New products written per statement: products, then their variants, then their categories. */
const CREATE_BATCH = 250
/** Known products rewritten per batch (updateProducts). */
const UPDATE_BATCH = 500
/** Rows per insert (8 values each at most: well under PostgreSQL's 65,535 parameters). */
const ROWS_PER_INSERT = 1000

const productFields = ({ input }: PlannedProduct) => ({
  title: input.title,
  description: input.description ?? '',
  status: input.status ?? 'draft',
  options: input.options,
})

const categoryIdsOf = (product: PlannedProduct, categoryIds: Map<string, number>) => [
  ...new Set(product.categoryNames.map((name) => categoryIds.get(fold(name))!)),
]

/**
 * Writes the file's products: updates first, one by one (each matches its
 * variants to the ones it has, and gives up SKUs a new product of the file may
 * take), then new products in file order, a batch at a time in three
 * statements (a 10,000-row file of new products is about 60 statements, not 20,000).
 */
async function writePlanned(
  tx: Tx,
  storeId: number,
  planned: PlannedProduct[],
  categoryIds: Map<string, number>,
  existingVariants: Map<number, VariantRow[]>,
): Promise<number[]> {
  const touched: number[] = []
  const updates = planned.filter((p) => p.id !== undefined)
  // A SKU may move between products of the file (checkSkus allows it): the updated
  // products give up theirs first, or one taking a SKU that a later row's product still
  // holds would break the store's unique SKUs. Each product then writes its own again.
  const updatedIds = updates.map((p) => p.id!)
  for (let i = 0; i < updatedIds.length; i += ROWS_PER_INSERT) {
    await tx
      .update(variants)
      .set({ sku: null })
      .where(
        and(
          inArray(variants.productId, updatedIds.slice(i, i + ROWS_PER_INSERT)),
          isNotNull(variants.sku),
        ),
      )
  }
  for (let i = 0; i < updates.length; i += UPDATE_BATCH) {
    const batch = updates.slice(i, i + UPDATE_BATCH)
    await updateProducts(tx, storeId, batch, categoryIds, existingVariants)
    touched.push(...batch.map((p) => p.id!))
  }
  const creates = planned.filter((p) => p.id === undefined)
  for (let i = 0; i < creates.length; i += CREATE_BATCH) {
    touched.push(
      ...(await createProducts(tx, storeId, creates.slice(i, i + CREATE_BATCH), categoryIds)),
    )
  }
  return touched
}

/**
 * Products the file updates, a batch at a time in a few statements, as `writeVariants`
 * and `writeCategories` would one product at a time (a 10,000-row file of known products
 * was about 50,000 statements, 33.6 s on PGlite against 6.7 s to create them): the
 * products' own fields; their variants gone from the file deleted; the kept ones
 * rewritten (their SKUs were cleared before, so SKUs may move between them); the new ones
 * inserted; their categories replaced. Rows travel as one JSON parameter each.
 */
async function updateProducts(
  tx: Tx,
  storeId: number,
  batch: PlannedProduct[],
  categoryIds: Map<string, number>,
  existingVariants: Map<number, VariantRow[]>,
) {
  const ids = batch.map((p) => p.id!)
  const fields = batch.map((p) => ({ id: p.id!, ...productFields(p) }))
  await tx.execute(sql`update products p set title = x.title, description = x.description,
      status = x.status, options = x.options, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(fields)}::jsonb)
      as x(id int, title text, description text, status text, options jsonb)
    where p.id = x.id and p.store_id = ${storeId}`)
  const gone: number[] = []
  const kept: Record<string, unknown>[] = []
  const added: (typeof variants.$inferInsert)[] = []
  for (const product of batch) {
    const id = product.id!
    const keeps = new Set(product.input.variants.flatMap((v) => (v.id === undefined ? [] : [v.id])))
    for (const row of existingVariants.get(id) ?? []) if (!keeps.has(row.id)) gone.push(row.id)
    for (const [position, variant] of product.input.variants.entries()) {
      const values = variantValues(variant, position)
      if (variant.id === undefined) added.push({ storeId, productId: id, ...values })
      else {
        kept.push({
          id: variant.id,
          product_id: id,
          position,
          option_values: values.optionValues,
          sku: values.sku,
          price: values.price,
          compare_at_price: values.compareAtPrice,
          stock: values.stock,
        })
      }
    }
  }
  for (let i = 0; i < gone.length; i += ROWS_PER_INSERT) {
    await tx.delete(variants).where(inArray(variants.id, gone.slice(i, i + ROWS_PER_INSERT)))
  }
  for (let i = 0; i < kept.length; i += ROWS_PER_INSERT) {
    await tx.execute(sql`update variants w set position = x.position,
        option_values = x.option_values, sku = x.sku, price = x.price,
        compare_at_price = x.compare_at_price, stock = x.stock
      from jsonb_to_recordset(${JSON.stringify(kept.slice(i, i + ROWS_PER_INSERT))}::jsonb)
        as x(id int, product_id int, position int, option_values text[], sku text,
          price bigint, compare_at_price bigint, stock int)
      where w.id = x.id and w.product_id = x.product_id`)
  }
  for (let i = 0; i < added.length; i += ROWS_PER_INSERT) {
    await tx.insert(variants).values(added.slice(i, i + ROWS_PER_INSERT))
  }
  await tx.delete(productCategories).where(inArray(productCategories.productId, ids))
  const links = batch.flatMap((product) =>
    categoryIdsOf(product, categoryIds).map((categoryId) => ({
      productId: product.id!,
      categoryId,
    })),
  )
  for (let i = 0; i < links.length; i += ROWS_PER_INSERT) {
    await tx.insert(productCategories).values(links.slice(i, i + ROWS_PER_INSERT))
  }
}

/** New products, their variants and their categories, in one insert each (ids in file order). */
async function createProducts(
  tx: Tx,
  storeId: number,
  batch: PlannedProduct[],
  categoryIds: Map<string, number>,
): Promise<number[]> {
  const rows = await tx
    .insert(products)
    .values(batch.map((product) => ({ storeId, slug: product.slug, ...productFields(product) })))
    .returning({ id: products.id, slug: products.slug })
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]))
  const ids = batch.map((product) => idBySlug.get(product.slug)!)
  const variantRows = batch.flatMap((product, i) =>
    product.input.variants.map((variant, position) => ({
      storeId,
      productId: ids[i]!,
      ...variantValues(variant, position),
    })),
  )
  const links = batch.flatMap((product, i) =>
    categoryIdsOf(product, categoryIds).map((categoryId) => ({ productId: ids[i]!, categoryId })),
  )
  for (let i = 0; i < variantRows.length; i += ROWS_PER_INSERT) {
    await tx.insert(variants).values(variantRows.slice(i, i + ROWS_PER_INSERT))
  }
  for (let i = 0; i < links.length; i += ROWS_PER_INSERT) {
    await tx.insert(productCategories).values(links.slice(i, i + ROWS_PER_INSERT))
  }
  return ids
}
