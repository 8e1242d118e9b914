import {
  CATALOGUE_LIMITS,
  type ProductBody,
  type ProductStatus,
  trimText,
  type VariantBody,
} from '@vitrina/contract'

import { type FieldErrors, invalid } from '../http-error.ts'
import type { OptionAxis } from './schema.ts'
import { charLength, fold, SLUG_RE, trimmedOrNull } from './text.ts'

/** A variant as it will be written: `id` when it updates an existing one. */
export interface VariantInput {
  id?: number
  optionValues: string[]
  sku: string | null
  price: number | null
  compareAtPrice: number | null
  stock: number | null
  stockSeen?: number | null
  /** The index in the body, for error keys. */
  index: number
  /** Fields the body left out: an existing variant keeps its value for them. */
  omitted: ('sku' | 'compareAtPrice' | 'stock')[]
}

export interface ProductInput {
  title: string
  /** Null: make one from the title (new product) or keep the current one. */
  slug: string | null
  description?: string
  status?: ProductStatus
  categoryIds?: number[]
  options: OptionAxis[]
  variants: VariantInput[]
  seoTitle?: string | null
  seoDescription?: string | null
}

const add = (errors: FieldErrors, key: string, message: string) => {
  ;(errors[key] ??= []).push(message)
}

const OPTION_TEXT_TOO_LONG = `Admite como mucho ${CATALOGUE_LIMITS.optionTextLength} caracteres.`

/** Checks the option axes: names and values trimmed, present, distinct ignoring case and accents. */
function readOptions(body: ProductBody, errors: FieldErrors): OptionAxis[] {
  const options: OptionAxis[] = []
  const names = new Set<string>()
  ;(body.options ?? []).forEach((axis, i) => {
    const name = trimText(axis.name)
    if (!name) add(errors, `options.${i}.name`, 'Ingresá el nombre de la opción.')
    else if (charLength(name) > CATALOGUE_LIMITS.optionTextLength) {
      add(errors, `options.${i}.name`, OPTION_TEXT_TOO_LONG)
    } else if (names.has(fold(name))) add(errors, `options.${i}.name`, 'Las opciones se repiten.')
    names.add(fold(name))
    if (axis.values.length > CATALOGUE_LIMITS.optionValues) {
      add(
        errors,
        `options.${i}.values`,
        `Una opción admite como mucho ${CATALOGUE_LIMITS.optionValues} valores.`,
      )
    }
    const seen = new Set<string>()
    const values: string[] = []
    axis.values.forEach((raw, j) => {
      const value = trimText(raw)
      if (!value) add(errors, `options.${i}.values.${j}`, 'Ingresá un valor.')
      else if (charLength(value) > CATALOGUE_LIMITS.optionTextLength) {
        add(errors, `options.${i}.values.${j}`, OPTION_TEXT_TOO_LONG)
      } else if (seen.has(fold(value))) add(errors, `options.${i}.values`, `"${value}" se repite.`)
      seen.add(fold(value))
      values.push(value)
    })
    options.push({ name, values })
  })
  return options
}

/** Matches each variant's values to the axes (ignoring case and accents) and checks every rule. */
function readVariants(
  body: ProductBody,
  options: OptionAxis[],
  errors: FieldErrors,
): VariantInput[] {
  const combos = new Set<string>()
  const used = options.map(() => new Set<string>())
  const skus = new Set<string>()
  if (options.length === 0 && body.variants.length !== 1) {
    add(errors, 'variants', 'Un producto sin opciones tiene exactamente una variante.')
  }
  const variants = body.variants.map((v: VariantBody, i): VariantInput => {
    const raw = v.option_values ?? []
    const optionValues: string[] = []
    if (raw.length !== options.length) {
      add(errors, `variants.${i}.option_values`, 'Elegí un valor de cada opción.')
    } else {
      raw.forEach((value, axis) => {
        const match = options[axis]!.values.find((known) => fold(known) === fold(value))
        if (match === undefined) {
          add(
            errors,
            `variants.${i}.option_values`,
            `"${trimText(value)}" no es un valor de la opción.`,
          )
        } else {
          optionValues.push(match)
          used[axis]!.add(fold(match))
        }
      })
      const combo = optionValues.map(fold).join('\u0000')
      if (optionValues.length === options.length && combos.has(combo)) {
        add(errors, `variants.${i}.option_values`, 'Esa combinación ya existe.')
      }
      combos.add(combo)
    }
    const sku = trimmedOrNull(v.sku)
    if (sku !== null && charLength(sku) > CATALOGUE_LIMITS.skuLength) {
      add(
        errors,
        `variants.${i}.sku`,
        `El SKU admite como mucho ${CATALOGUE_LIMITS.skuLength} caracteres.`,
      )
    } else if (sku !== null && skus.has(sku.toLowerCase())) {
      add(errors, `variants.${i}.sku`, 'El SKU se repite.')
    }
    if (sku !== null) skus.add(sku.toLowerCase())
    const price = v.price
    const compareAtPrice = v.compare_at_price ?? null
    if (compareAtPrice !== null && (price === null || compareAtPrice <= price)) {
      add(errors, `variants.${i}.compare_at_price`, 'El precio anterior debe ser mayor al precio.')
    }
    return {
      ...(v.id !== undefined ? { id: v.id } : {}),
      optionValues,
      sku,
      price,
      compareAtPrice,
      stock: v.stock ?? null,
      ...(v.stock_seen !== undefined ? { stockSeen: v.stock_seen } : {}),
      index: i,
      omitted: [
        ...(v.sku === undefined ? (['sku'] as const) : []),
        ...(v.compare_at_price === undefined ? (['compareAtPrice'] as const) : []),
        ...(v.stock === undefined ? (['stock'] as const) : []),
      ],
    }
  })
  options.forEach((axis, i) => {
    for (const value of axis.values) {
      if (!used[i]!.has(fold(value))) {
        add(errors, `options.${i}.values`, `Ninguna variante usa "${value}".`)
      }
    }
  })
  const ids = variants.flatMap((v) => (v.id === undefined ? [] : [v.id]))
  if (new Set(ids).size !== ids.length) add(errors, 'variants', 'Una variante aparece dos veces.')
  return variants
}

/**
 * The product body as it will be written, after every rule of the commerce
 * spec §3 that needs no database; 400 with every broken field at once.
 */
export function readProductBody(body: ProductBody): ProductInput {
  const errors: FieldErrors = {}
  const title = trimText(body.title)
  if (!title) add(errors, 'title', 'Ingresá un título.')
  else if (charLength(title) > CATALOGUE_LIMITS.titleLength) {
    add(errors, 'title', `El título admite como mucho ${CATALOGUE_LIMITS.titleLength} caracteres.`)
  }
  const slug = trimmedOrNull(body.slug)
  if (slug !== null && (slug.length > CATALOGUE_LIMITS.slugLength || !SLUG_RE.test(slug))) {
    add(
      errors,
      'slug',
      'El slug usa minúsculas sin acentos, números y guiones (como máximo 80 caracteres).',
    )
  }
  // The schema bounds these for the API; the CSV import reads its bodies from a file.
  if (
    body.description !== undefined &&
    charLength(body.description) > CATALOGUE_LIMITS.descriptionLength
  ) {
    add(
      errors,
      'description',
      `La descripción admite como mucho ${CATALOGUE_LIMITS.descriptionLength.toLocaleString('es-AR')} caracteres.`,
    )
  }
  const categoryIds = body.category_ids ? [...new Set(body.category_ids)] : undefined
  const options = readOptions(body, errors)
  const variants = readVariants(body, options, errors)
  const seoTitle = body.seo_title === undefined ? undefined : trimmedOrNull(body.seo_title)
  const seoDescription =
    body.seo_description === undefined ? undefined : trimmedOrNull(body.seo_description)
  if (Object.keys(errors).length > 0) throw invalid(errors)
  return {
    title,
    slug,
    ...(body.description !== undefined ? { description: body.description.trimEnd() } : {}),
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(categoryIds !== undefined ? { categoryIds } : {}),
    options,
    variants,
    ...(seoTitle !== undefined ? { seoTitle } : {}),
    ...(seoDescription !== undefined ? { seoDescription } : {}),
  }
}
