import type { Category, ProductCard, PublicProduct } from '@vitrina/contract'
import { formatMoney, mediaSrcSet, mediaUrl } from '@vitrina/shared/rules'

import { escapeHtml as e } from './seo.ts'

/**
 * The catalogue frame (docs/first-view.md): what the server writes into the
 * storefront's area on `/`, `/categoria/:slug` and `/producto/:slug` before
 * any script, so a reader without JavaScript (a crawler, a link preview, a
 * slow phone) sees the products. Plain HTML with its own few rules, in the
 * boxes of the storefront remote's screens (remote-storefront/src/features/
 * catalogue: `ProductGrid`, `ProductCard`, `ProductView`, `ProductGallery`),
 * so the app takes its place without moving anything. Every store text is
 * escaped; links are real links.
 */

/** `sizes` of a card's image: the storefront's `CARD_IMAGE_SIZES`. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 50vw'
/** `sizes` of the product's large image: the storefront's `GALLERY_SIZES`. */
export const GALLERY_SIZES = '(min-width: 768px) 50vw, 100vw'
/** Cards loaded at once (the first rows on a phone), as the storefront's grid. */
const EAGER_CARDS = 4

/** The frame's texts, as the storefront remote writes them (es: the drawn page is in Spanish). */
export const FRAME_TEXT = {
  products: 'Productos',
  categories: 'Categorías',
  search: 'Buscar productos',
  more: 'Ver más',
  empty: 'Todavía no hay productos',
  /** A category without products, in a store that has some. */
  emptyCategory: 'Esta categoría todavía no tiene productos',
  pastEnd: 'Esta página no tiene productos.',
  noMatch: (q: string) => `No encontramos productos para "${q}"`,
  firstPage: 'Ver desde el principio',
  ask: 'Consultar precio',
  before: 'Antes:',
  out: 'Sin stock',
  description: 'Descripción',
  productNotFound: 'Producto no encontrado',
  pageNotFound: 'Página no encontrada',
  home: 'Volver al inicio',
} as const

/**
 * The rules the frame uses, on the theme's variables the drawn page already
 * defines. A heading takes the store's own h1/h2 text style (the drawn page's
 * global `h1`/`h2` rules) and headline colour, as `@vitrina/ui`'s Heading
 * does; the Heading recipe's font and size are only the fallback, in the
 * lowest layer, for a theme that sets none (else a themed title would change
 * size when the app takes over).
 */
const STYLE = `<style data-catalogue-frame>
@layer reset{.vf-h1,.vf-h2{font-family:var(--chakra-fonts-heading);font-weight:600}.vf-h1{font-size:1.5rem}.vf-h2{font-size:1.125rem}.vf-md{font-size:1rem}.vf-xl{font-size:1.25rem}}
.vf-main{display:flex;flex-direction:column;gap:1rem;padding:1rem}
.vf-product{display:flex;flex-direction:column;gap:1.5rem;padding:1rem;max-width:72rem;margin:0 auto;width:100%;box-sizing:border-box}
.vf-cols{display:grid;grid-template-columns:minmax(0,1fr);gap:1rem;align-items:start}
.vf-h1,.vf-h2{color:var(--chakra-colors-brand-headline);margin:0}
.vf-h1{line-height:2rem}
.vf-h2{line-height:1.75rem}
.vf-md{line-height:1.5rem}
.vf-xl{line-height:1.875rem}
.vf-chips{display:flex;gap:.5rem;overflow-x:auto;padding:.25rem 0}
.vf-chip{flex-shrink:0;display:inline-flex;align-items:center;height:2.25rem;padding:0 .875rem;border-radius:9999px;border:1px solid var(--chakra-colors-border);font-size:.875rem;font-weight:500;color:inherit;text-decoration:none}
.vf-chip[aria-current]{background:var(--chakra-colors-color-palette-solid,var(--chakra-colors-fg));color:var(--chakra-colors-bg);border-color:transparent}
.vf-search input{width:100%;box-sizing:border-box;height:2.5rem;padding:0 .75rem;border:1px solid var(--chakra-colors-border);border-radius:var(--chakra-radii-l2,.25rem);font:inherit;background:transparent;color:inherit}
.vf-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:1rem;list-style:none;margin:0;padding:0}
.vf-card{display:block;color:inherit;text-decoration:none}
.vf-square{position:relative;aspect-ratio:1;overflow:hidden;border-radius:var(--chakra-radii-md,.375rem);background:var(--chakra-colors-bg-muted)}
.vf-square img{display:block;width:100%;height:100%;object-fit:cover}
.vf-badge{position:absolute;top:.5rem;left:.5rem;padding:0 .5rem;border-radius:var(--chakra-radii-l1,.125rem);font-size:.75rem;background:var(--chakra-colors-gray-solid,#52525b);color:#fff}
.vf-title{font-size:.875rem;line-height:1.25rem;min-height:2.5rem;margin:.5rem 0 .25rem;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.vf-price{display:flex;gap:.5rem;flex-wrap:wrap;font-size:.875rem;margin:0}
.vf-price b{font-weight:600}
.vf-price s{color:var(--chakra-colors-fg-muted);font-size:.85em}
.vf-price-lg{font-size:1.25rem}
.vf-muted{color:var(--chakra-colors-fg-muted)}
.vf-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.vf-more{display:flex;justify-content:center;margin-top:.5rem}
.vf-more a{display:inline-flex;align-items:center;height:2.5rem;padding:0 1rem;border:1px solid var(--chakra-colors-border);border-radius:var(--chakra-radii-l2,.25rem);font-weight:500;color:inherit;text-decoration:none}
.vf-text{white-space:pre-wrap;overflow-wrap:anywhere;margin:0}
.vf-link{text-decoration:underline;color:inherit}
@media (min-width:960px){.vf-grid{grid-template-columns:repeat(3,minmax(0,1fr))}.vf-cols{grid-template-columns:repeat(2,minmax(0,1fr));gap:2rem}}
@media (min-width:1280px){.vf-grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
</style>`

export interface FrameImage {
  src: string
  srcset?: string
  sizes?: string
  alt: string
}

/** An API image (`{image, srcset?, alt?}`) as the browser loads it (the media URL rule). */
export function frameImage(
  image: { image: string; srcset?: string | null; alt?: string | null },
  apiBaseUrl: string,
  sizes: string,
  fallbackAlt: string,
): FrameImage {
  const src = mediaUrl(image.image, apiBaseUrl) ?? image.image
  const srcset = mediaSrcSet(image.srcset, apiBaseUrl)
  return {
    src,
    alt: image.alt || fallbackAlt,
    ...(srcset ? { srcset, sizes } : {}),
  }
}

/**
 * An `<img>`; the page's first one is the page's largest paint (`data-first-image`:
 * host/boot/boot.js starts the app once it has painted).
 */
function img(image: FrameImage, size: number, first: boolean, eager: boolean): string {
  const responsive = image.srcset
    ? ` srcset="${e(image.srcset)}" sizes="${e(image.sizes ?? '')}"`
    : ''
  const loading = first
    ? ' loading="eager" fetchpriority="high" data-first-image=""'
    : eager
      ? ' loading="eager"'
      : ' loading="lazy"'
  return `<img src="${e(image.src)}"${responsive} alt="${e(image.alt)}" width="${size}" height="${size}"${loading} decoding="async">`
}

function price(min: number | null, max: number | null, compareAt: number | null, currency: string) {
  if (min === null) return `<span class="vf-muted"><b>${FRAME_TEXT.ask}</b></span>`
  const range = max !== null && max > min
  const shown = range
    ? `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`
    : formatMoney(min, currency)
  const before =
    !range && compareAt !== null && compareAt > min
      ? `<s><span class="vf-sr">${FRAME_TEXT.before} </span>${e(formatMoney(compareAt, currency))}</s>`
      : ''
  return `<b>${e(shown)}</b>${before}`
}

function card(product: ProductCard, apiBaseUrl: string, index: number, firstImage: boolean) {
  const image = product.image
    ? img(
        frameImage(product.image, apiBaseUrl, CARD_IMAGE_SIZES, ''),
        480,
        firstImage,
        index < EAGER_CARDS,
      )
    : ''
  // 'Sin stock' only when there is a price: without one the card says 'Consultar precio'.
  const soldOut = !product.available && product.price_min !== null
  const badge = soldOut ? `<span class="vf-badge">${FRAME_TEXT.out}</span>` : ''
  return `<li><a class="vf-card" href="/producto/${e(product.slug)}"><div class="vf-square">${image}${badge}</div><p class="vf-title">${e(product.title)}</p><p class="vf-price">${price(product.price_min, product.price_max, product.compare_at_price, product.currency)}</p></a></li>`
}

export interface GridFrame {
  /** `/`: the visually hidden store name; a category: its name as the heading. */
  heading: { level: 1 | 2; text: string }
  categories: Category[]
  current?: string
  cards: ProductCard[]
  /** `?page=N+1`, or null on the last page. */
  moreHref: string | null
  /** The list's first page, when this one is past its end (`?page=99`): the grid says so and links there. */
  firstHref?: string | null
  apiBaseUrl: string
  /** True when nothing above the grid is the page's largest paint (no hero). */
  firstImage: boolean
  /** `/`: the search field (a plain GET form). */
  search: boolean
  /** What shows instead of cards (no products yet, no match, a page past the last). */
  emptyText: string
  /** The search the field holds ('' for none). */
  q?: string
  /** `/`: the page's `h1`, visually hidden (the store's name), as the storefront's home has. */
  hiddenTitle?: string
}

/** The grid of `/` and `/categoria/:slug`: heading, category chips, search, cards, 'Ver más'. */
export function gridFrame(frame: GridFrame): string {
  const { heading, categories, current, cards } = frame
  const chips =
    categories.length === 0
      ? ''
      : `<nav class="vf-chips" aria-label="${FRAME_TEXT.categories}">${categories
          .map(
            (category) =>
              `<a class="vf-chip" href="/categoria/${e(category.slug)}"${category.slug === current ? ' aria-current="page"' : ''}>${e(category.name)}</a>`,
          )
          .join('')}</nav>`
  const search = frame.search
    ? `<form class="vf-search" role="search" action="/" method="get"><input type="search" name="q" aria-label="${FRAME_TEXT.search}" placeholder="${FRAME_TEXT.search}" maxlength="200"${frame.q ? ` value="${e(frame.q)}"` : ''}></form>`
    : ''
  const firstWithImage = cards.findIndex((product) => product.image)
  const list =
    cards.length === 0
      ? `<p class="vf-muted" style="text-align:center;padding:2.5rem 1rem;margin:0">${e(frame.emptyText)}</p>${frame.firstHref ? `<div class="vf-more"><a href="${e(frame.firstHref)}">${FRAME_TEXT.firstPage}</a></div>` : ''}`
      : `<ul class="vf-grid" aria-label="${e(heading.text)}">${cards
          .map((product, index) =>
            card(product, frame.apiBaseUrl, index, frame.firstImage && index === firstWithImage),
          )
          .join('')}</ul>`
  const more = frame.moreHref
    ? `<div class="vf-more"><a href="${e(frame.moreHref)}">${FRAME_TEXT.more}</a></div>`
    : ''
  const tag = heading.level === 1 ? 'main' : 'section'
  const hidden = frame.hiddenTitle ? `<h1 class="vf-sr">${e(frame.hiddenTitle)}</h1>` : ''
  return `${STYLE}${hidden}<${tag} class="vf-main"><h${heading.level} class="vf-h${heading.level}">${e(heading.text)}</h${heading.level}>${chips}${search}${list}${more}</${tag}>`
}

/** The product page: the first image large, title, price, availability, description, categories. */
export function productFrame(product: PublicProduct, apiBaseUrl: string): string {
  const [first] = product.images
  const image = first
    ? img(frameImage(first, apiBaseUrl, GALLERY_SIZES, product.title), 960, true, true)
    : ''
  const priced = product.variants.flatMap((variant) => (variant.price === null ? [] : [variant]))
  const prices = priced.map((variant) => variant.price!)
  const min = prices.length > 0 ? Math.min(...prices) : null
  const max = prices.length > 0 ? Math.max(...prices) : null
  const cheapest = priced.find((variant) => variant.price === min)
  // 'Sin stock' when nothing can be ordered and something has a price (else 'Consultar precio').
  const soldOut = priced.length > 0 && !product.variants.some((variant) => variant.available)
  const categories = product.categories
    .map(
      (category) =>
        `<a class="vf-link" href="/categoria/${e(category.slug)}">${e(category.name)}</a>`,
    )
    .join(', ')
  return [
    STYLE,
    '<main class="vf-product"><div class="vf-cols">',
    `<div><div class="vf-square">${image}</div></div>`,
    '<div style="display:flex;flex-direction:column;gap:1rem">',
    `<h1 class="vf-h1">${e(product.title)}</h1>`,
    `<p class="vf-price vf-price-lg">${price(min, max, cheapest?.compare_at_price ?? null, product.currency)}</p>`,
    soldOut ? `<p class="vf-muted" style="margin:0">${FRAME_TEXT.out}</p>` : '',
    '</div></div>',
    product.description
      ? `<section><h2 class="vf-h2 vf-md" style="margin-bottom:.5rem">${FRAME_TEXT.description}</h2><p class="vf-text">${e(product.description)}</p></section>`
      : '',
    categories ? `<p class="vf-muted" style="font-size:.875rem;margin:0">${categories}</p>` : '',
    '</main>',
  ].join('')
}

/** An unknown product or category, or a draft: what it is, and the way home. */
export function notFoundFrame(title: string): string {
  return `${STYLE}<main class="vf-main" style="padding:1.5rem;align-items:flex-start"><h1 class="vf-h1 vf-xl">${e(title)}</h1><a class="vf-link" href="/">${FRAME_TEXT.home}</a></main>`
}
