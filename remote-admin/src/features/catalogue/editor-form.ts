import type { AdminProduct, ProductBody, ProductStatus, VariantBody } from '@vitrina/contract'

import {
  amountProblem,
  moneyText,
  parseMoneyText,
  type Translate,
} from '../../components/money-text'

/** One option axis as typed: a name and its values separated by commas. */
export interface OptionDraft {
  key: string
  name: string
  values: string
}

/** One row of the variant table; `sold: false` is a combination the owner left out. */
export interface VariantDraft {
  key: string
  id: number | null
  option_values: string[]
  price: string
  compareAt: string
  sku: string
  stock: string
  /** The stock the server had when the editor loaded it (sent as `stock_seen`). */
  stockSeen: number | null
  sold: boolean
}

export interface ProductForm {
  title: string
  slug: string
  description: string
  status: ProductStatus
  categoryIds: number[]
  options: OptionDraft[]
  variants: VariantDraft[]
  seoTitle: string
  seoDescription: string
}

/** Field errors by field: `title`, `variant:<row key>:price`, `options`… */
export type FieldErrors = Record<string, string[]>

let nextKey = 0
const newKey = (prefix: string) => `${prefix}-${++nextKey}`
const comboKey = (values: readonly string[]) => values.join('\u0000')

/** An axis's values: trimmed, without blanks or repeats (ignoring case and accents). */
export function optionValues(draft: Pick<OptionDraft, 'values'>): string[] {
  const seen = new Set<string>()
  return draft.values
    .split(',')
    .map((v) => v.trim())
    .filter((v) => {
      const folded = v.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
      if (v === '' || seen.has(folded)) return false
      seen.add(folded)
      return true
    })
}

/** The axes that count: a name and at least one value. */
export function activeOptions(options: readonly OptionDraft[]) {
  return options
    .map((o) => ({ name: o.name.trim(), values: optionValues(o) }))
    .filter((o) => o.name !== '' && o.values.length > 0)
}

function blankVariant(option_values: string[], template?: VariantDraft): VariantDraft {
  return {
    key: newKey('variant'),
    id: null,
    option_values,
    price: template?.price ?? '',
    compareAt: template?.compareAt ?? '',
    sku: '',
    stock: '',
    stockSeen: null,
    sold: true,
  }
}

/**
 * The variant table for the axes: one row per combination, in axis order,
 * keeping what the owner typed in rows whose combination still exists.
 */
export function syncVariants(options: readonly OptionDraft[], rows: readonly VariantDraft[]) {
  const axes = activeOptions(options)
  let combos: string[][] = [[]]
  for (const axis of axes) combos = combos.flatMap((c) => axis.values.map((v) => [...c, v]))
  const byCombo = new Map(rows.map((row) => [comboKey(row.option_values), row]))
  // Without options there is exactly one variant: keep the one there is.
  if (axes.length === 0 && rows.length > 0 && !byCombo.has(''))
    return [{ ...rows[0]!, option_values: [] }]
  return combos.map((c) => byCombo.get(comboKey(c)) ?? blankVariant(c, rows[0]))
}

/** An empty product: a draft with one variant. */
export function emptyForm(): ProductForm {
  return {
    title: '',
    slug: '',
    description: '',
    status: 'draft',
    categoryIds: [],
    options: [],
    variants: [blankVariant([])],
    seoTitle: '',
    seoDescription: '',
  }
}

/** The form for a product from the server; combinations it does not sell show unticked. */
export function fromProduct(product: AdminProduct): ProductForm {
  const options = product.options.map((o) => ({
    key: newKey('option'),
    name: o.name,
    values: o.values.join(', '),
  }))
  const rows: VariantDraft[] = product.variants.map((v) => ({
    key: `variant-${v.id}`,
    id: v.id,
    option_values: v.option_values,
    price: moneyText(v.price, product.currency),
    compareAt: moneyText(v.compare_at_price, product.currency),
    sku: v.sku ?? '',
    stock: v.stock === null ? '' : String(v.stock),
    stockSeen: v.stock,
    sold: true,
  }))
  const variants = syncVariants(options, rows).map((row) =>
    row.id === null ? { ...row, sold: false, price: '', compareAt: '' } : row,
  )
  return {
    title: product.title,
    slug: product.slug,
    description: product.description,
    status: product.status,
    categoryIds: product.category_ids,
    options,
    variants: variants.length > 0 ? variants : rows,
    seoTitle: product.seo_title ?? '',
    seoDescription: product.seo_description ?? '',
  }
}

const STOCK = /^\d{1,7}$/

/** What the browser can check before sending: the title, and each sold row's amounts and stock. */
export function checkForm(form: ProductForm, currency: string, t: Translate) {
  const errors: FieldErrors = {}
  if (form.title.trim() === '') errors.title = [t('catalogue.editor.titleRequired')]
  const sold = form.variants.filter((v) => v.sold)
  if (sold.length === 0) errors.variants = [t('catalogue.editor.noVariants')]
  for (const row of sold) {
    const price = parseMoneyText(row.price, currency)
    if (!price.ok) errors[`variant:${row.key}:price`] = [amountProblem(price, currency, t)]
    const compareAt = parseMoneyText(row.compareAt, currency)
    if (!compareAt.ok)
      errors[`variant:${row.key}:compare_at_price`] = [amountProblem(compareAt, currency, t)]
    if (row.stock.trim() !== '' && !STOCK.test(row.stock.trim()))
      errors[`variant:${row.key}:stock`] = [t('catalogue.editor.invalidStock')]
  }
  return errors
}

const minor = (text: string, currency: string) => {
  const read = parseMoneyText(text, currency)
  return read.ok ? read.minor : null
}

/**
 * The body of `POST`/`PUT productos/`. Amounts go in minor units; a saved
 * variant carries its stock only when the owner changed it, with the stock the
 * editor showed (`stock_seen`).
 * Also gives the row key of each variant sent, to place the server's errors.
 */
export function toBody(form: ProductForm, currency: string): { body: ProductBody; rows: string[] } {
  const sold = form.variants.filter((v) => v.sold)
  const variants: VariantBody[] = sold.map((row) => {
    const stock = row.stock.trim() === '' ? null : Number(row.stock.trim())
    return {
      ...(row.id !== null && { id: row.id }),
      option_values: row.option_values,
      sku: row.sku.trim() || null,
      price: minor(row.price, currency),
      compare_at_price: minor(row.compareAt, currency),
      // A saved variant's stock goes only when the owner changed it, with the stock shown
      // (`stock_seen`): one that an order or an import moved meanwhile is then a 409 with
      // the stocks of now, never a blind overwrite. Left as shown, it is not sent, and
      // the server keeps the stock of now (a sale while the owner edits a price).
      ...(row.id === null
        ? { stock }
        : stock !== row.stockSeen && { stock, stock_seen: row.stockSeen }),
    }
  })
  const body: ProductBody = {
    title: form.title.trim(),
    ...(form.slug.trim() !== '' && { slug: form.slug.trim() }),
    description: form.description,
    status: form.status,
    category_ids: form.categoryIds,
    options: soldOptions(form.options, sold),
    variants,
    seo_title: form.seoTitle.trim() || null,
    seo_description: form.seoDescription.trim() || null,
    // The prices above are in this currency: a store that changed its own meanwhile says so (409).
    currency: currency as ProductBody['currency'],
  }
  return { body, rows: sold.map((row) => row.key) }
}

/**
 * The axes as sent: each value only if a ticked row sells it. Unticking every
 * row of 'Verde' stops selling 'Verde' (the server refuses a value no variant
 * uses), as unticking one row stops selling that combination.
 */
function soldOptions(options: readonly OptionDraft[], sold: readonly VariantDraft[]) {
  return activeOptions(options).map((axis, i) => ({
    ...axis,
    values: axis.values.filter((value) => sold.some((row) => row.option_values[i] === value)),
  }))
}

/** The server's field errors with `variants.N.field` turned into the row's key. */
export function placeErrors(errors: FieldErrors, rows: readonly string[]): FieldErrors {
  const placed: FieldErrors = {}
  for (const [field, messages] of Object.entries(errors)) {
    const match = /^variants\.(\d+)\.(\w+)/.exec(field)
    const row = match ? rows[Number(match[1])] : undefined
    const key = row ? `variant:${row}:${match![2]}` : field.split('.')[0]!
    placed[key] = [...(placed[key] ?? []), ...messages]
  }
  return placed
}
