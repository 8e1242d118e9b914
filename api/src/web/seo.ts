import type { PublicProduct, PublicVariant } from '@vitrina/contract'
import { majorUnits } from '@vitrina/shared/rules'

/**
 * What a page tells those who read it without running it (crawlers, link
 * previews): commerce spec §6. Every value here is store text or built from
 * it, so each goes out escaped for where it lands.
 */

/** Text for HTML: element content and double-quoted attributes alike. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/**
 * JSON for `<script type="application/ld+json">`: `<`, `>`, `&`, U+2028 and
 * U+2029 as `\uXXXX`, so no text can close the script or break a parser.
 */
export function ldJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** A store's own origin from the configured public origin (one rule for every URL the product writes). */
export { storeOrigin } from '../public-url.ts'

/** A URL of the page's store: a media path or an absolute URL, made absolute. */
export const absoluteUrl = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, origin).href

/** A description for a meta tag: one line, at most 160 characters. */
export function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`
}

export interface PageMeta {
  title: string
  description: string
  /** Absolute, on the store's host; no query but `page`. */
  canonical: string
  type: 'website' | 'product'
  /** Absolute. */
  image?: string
  imageAlt?: string
  siteName: string
  /** Product pages: the lowest price, in major units, and its currency. */
  price?: { amount: string; currency: string }
  jsonLd?: unknown
}

/** The `<head>` tags of a page: title, description, canonical, OpenGraph and JSON-LD. */
export function headTags(meta: PageMeta): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}">`
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    property('og:title', meta.title),
    property('og:type', meta.type),
    property('og:url', meta.canonical),
    property('og:description', meta.description),
    property('og:site_name', meta.siteName),
    meta.image && property('og:image', meta.image),
    meta.image && meta.imageAlt && property('og:image:alt', meta.imageAlt),
    meta.price && property('product:price:amount', meta.price.amount),
    meta.price && property('product:price:currency', meta.price.currency),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    meta.jsonLd !== undefined &&
      `<script type="application/ld+json">${ldJson(meta.jsonLd)}</script>`,
  ]
    .filter(Boolean)
    .join('')
}

/** The lowest price of a product's variants with a price, or null. */
export function lowestPrice(variants: PublicVariant[]): number | null {
  const prices = variants.flatMap((variant) => (variant.price === null ? [] : [variant.price]))
  return prices.length > 0 ? Math.min(...prices) : null
}

const IN_STOCK = 'https://schema.org/InStock'
const OUT_OF_STOCK = 'https://schema.org/OutOfStock'

/**
 * schema.org `Product` for one variant, `ProductGroup` with `hasVariant` for
 * several; `offers` only for a variant with a price, in major units with the
 * currency's decimals.
 */
export function productJsonLd(product: PublicProduct, url: string, images: string[]): unknown {
  const description = product.seo_description ?? product.description
  const offer = (variant: PublicVariant) =>
    variant.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price: majorUnits(variant.price, product.currency),
            priceCurrency: product.currency,
            availability: variant.available ? IN_STOCK : OUT_OF_STOCK,
          },
        }
  const base = {
    '@context': 'https://schema.org',
    name: product.title,
    description,
    image: images,
    url,
  }
  const [only] = product.variants
  if (product.variants.length === 1 && only) {
    return { ...base, '@type': 'Product', sku: only.sku ?? String(only.id), ...offer(only) }
  }
  return {
    ...base,
    '@type': 'ProductGroup',
    productGroupID: String(product.id),
    hasVariant: product.variants.map((variant) => ({
      '@type': 'Product',
      name: [product.title, ...variant.option_values].join(' – '),
      sku: variant.sku ?? String(variant.id),
      image: images.slice(0, 1),
      ...offer(variant),
    })),
  }
}

/** The price line of a card or a product in major units, for OpenGraph. */
export function cardPrice(card: { price_min: number; currency: string }) {
  return { amount: majorUnits(card.price_min, card.currency), currency: card.currency }
}
