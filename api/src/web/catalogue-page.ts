import type { Category, ProductCardPage, PublicProduct, StoreInfo } from '@vitrina/contract'
import type { FastifyInstance } from 'fastify'

import {
  FRAME_TEXT,
  frameImage,
  GALLERY_SIZES,
  gridFrame,
  notFoundFrame,
  productFrame,
} from './catalogue-frame.ts'
import {
  absoluteUrl,
  cardPrice,
  escapeHtml,
  headTags,
  lowestPrice,
  type PageMeta,
  productJsonLd,
  summary,
} from './seo.ts'
import { cacheName, type PublicRead, readPublic } from './store-reads.ts'

/** Cards on a drawn grid: the storefront's page size (commerce spec §4). */
export const GRID_PAGE_SIZE = 24

/** The storefront's pages that others read (commerce spec §6). */
export type CataloguePath =
  /** `q`: the search (`?q=`, trimmed, at most 200 characters), '' for none. */
  | { kind: 'home'; page: number; q: string }
  | { kind: 'category'; slug: string; page: number }
  | { kind: 'product'; slug: string }

/** `?page=N` of a grid: a whole number from 1, else 1. */
function pageOf(query: string): number {
  const raw = new URLSearchParams(query).get('page')
  const page = raw && /^\d{1,7}$/.test(raw) ? Number(raw) : 1
  return page >= 1 ? page : 1
}

/** `?q=` of the home grid, as the storefront reads it: trimmed, cut at the field's 200. */
function searchOf(query: string): string {
  return [...(new URLSearchParams(query).get('q') ?? '').trim()].slice(0, 200).join('')
}

/** The catalogue page a path names, or null for any other path. */
export function cataloguePath(pathname: string, query: string): CataloguePath | null {
  if (pathname === '/') return { kind: 'home', page: pageOf(query), q: searchOf(query) }
  const match = /^\/(categoria|producto)\/([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  let slug: string
  try {
    slug = decodeURIComponent(match[2]!)
  } catch {
    return null
  }
  return match[1] === 'producto'
    ? { kind: 'product', slug }
    : { kind: 'category', slug, page: pageOf(query) }
}

/** The key a drawn catalogue page is kept under (its path, grid page and search). */
export function catalogueKey(path: CataloguePath): string {
  if (path.kind === 'product') return `/producto/${path.slug}`
  const search = path.kind === 'home' && path.q ? `&q=${encodeURIComponent(path.q)}` : ''
  return `${path.kind === 'home' ? '/' : `/categoria/${path.slug}`}?page=${path.page}${search}`
}

/** A search's page: drawn for its link, but not kept (one entry per search would push the store's pages out). */
export const isSearch = (path: CataloguePath) => path.kind === 'home' && path.q !== ''

/** What a catalogue page adds to index.html, and what it was made from. */
export interface CataloguePage {
  status: 200 | 301 | 404
  /** With 301: the product's current page. */
  location?: string
  /** `<head>` tags: title, description, canonical, OpenGraph, JSON-LD. */
  head: string
  /** The catalogue frame for the storefront's area. */
  content: string
  /** The public cache entries read (name, ETag; '' when not cached): the page is kept while they are. */
  reads: [string, string][]
  /** The product page's first image, for the preload when nothing else is drawn. */
  preload: string | null
}

export interface CatalogueContext {
  app: FastifyInstance
  subdomain: string
  /** The store's own origin (`http://alfa.localhost:8080`), from the configured public origin. */
  origin: string
  apiBaseUrl: string
  store: StoreInfo | null
  limitMs: number
  /** True when the page has a hero (the first cover on `/`): then it is the largest paint. */
  hero: boolean
}

const API = '/api/v1/'

function listUrl(page: number, categoria?: string, q?: string): string {
  const params = new URLSearchParams()
  if (categoria) params.set('categoria', categoria)
  if (q) params.set('q', q)
  params.set('page', String(page))
  params.set('page_size', String(GRID_PAGE_SIZE))
  return `${API}store/productos/?${params}`
}

const readsOf = (entries: [string, PublicRead][]): [string, string][] =>
  entries.map(([url, read]) => [cacheName(url), read.etag ?? ''])

/** The store's name as a page title shows it. */
export const storeName = (store: StoreInfo | null) => store?.name?.trim() || 'Vitrina'

/**
 * The page for a catalogue path: the product or grid it shows (from the same
 * public reads the storefront makes, so from the public cache when warm), its
 * head tags and its frame; a draft or unknown product or an unknown category
 * is a 404 with the not-found frame, an old product slug a 301. Null when a
 * read failed or was slow: the page then goes out as any other, undrawn.
 */
export async function cataloguePage(
  path: CataloguePath,
  context: CatalogueContext,
): Promise<CataloguePage | null> {
  const read = (url: string) => readPublic(context.app, context.subdomain, url, context.limitMs)
  if (path.kind === 'product') {
    const url = `${API}store/productos/${encodeURIComponent(path.slug)}/`
    const product = await read(url)
    if (product.status === 301) {
      const moved = /\/store\/productos\/([^/]+)\/$/.exec(product.location ?? '')?.[1]
      if (!moved) return null
      return {
        status: 301,
        location: `/producto/${moved}`,
        head: '',
        content: '',
        reads: [],
        preload: null,
      }
    }
    // The 404 itself is not cached (no ETag): such a page is never kept, so the
    // product's publishing shows at the next visit.
    if (product.status === 404) {
      return notFound(FRAME_TEXT.productNotFound, context, readsOf([[url, product]]))
    }
    if (product.status !== 200) return null
    return productPage(product.value as PublicProduct, readsOf([[url, product]]), context)
  }
  const categoriesUrl = `${API}store/categorias/`
  const slug = path.kind === 'category' ? path.slug : undefined
  const q = path.kind === 'home' ? path.q : ''
  const gridUrl = listUrl(path.page, slug, q)
  const [categories, grid] = await Promise.all([read(categoriesUrl), read(gridUrl)])
  if (categories.status !== 200) return null
  const list = categories.value as Category[]
  const category = slug === undefined ? undefined : list.find((c) => c.slug === slug)
  // Kept while the categories are the same: a new category drops their answer.
  // Whatever the grid said (a slug no category can have is a 400 there).
  if (slug !== undefined && !category) {
    return notFound(FRAME_TEXT.pageNotFound, context, readsOf([[categoriesUrl, categories]]))
  }
  if (grid.status !== 200) return null
  const cards = grid.value as ProductCardPage
  const base = category ? `/categoria/${category.slug}` : '/'
  const canonical = `${context.origin}${base}${path.page > 1 ? `?page=${path.page}` : ''}`
  const name = storeName(context.store)
  const first = cards.results.find((card) => card.image)
  const emptyText = q
    ? FRAME_TEXT.noMatch(q)
    : cards.count > 0
      ? FRAME_TEXT.pastEnd
      : category
        ? FRAME_TEXT.emptyCategory
        : FRAME_TEXT.empty
  // The page's cards, or what the page says instead (no products yet, no match, a page past the last).
  const titles = cards.results.map((c) => c.title).join(', ') || emptyText
  const meta: PageMeta = {
    title: category ? `${category.name} | ${name}` : name,
    description: summary(`${category ? `${category.name} en ${name}` : name}: ${titles}`),
    canonical,
    type: 'website',
    siteName: name,
    ...imageOf(first?.image?.image, context),
  }
  // Another page of the same search keeps it, as the storefront's links do.
  const pageHref = (page: number) => {
    const params = new URLSearchParams(q ? { q } : {})
    if (page > 1) params.set('page', String(page))
    return params.size > 0 ? `?${params}` : base
  }
  const more = cards.page * cards.page_size < cards.count ? pageHref(cards.page + 1) : null
  return {
    status: 200,
    head: headTags(meta),
    content: gridFrame({
      heading: category
        ? { level: 1, text: category.name }
        : { level: 2, text: FRAME_TEXT.products },
      ...(category ? {} : { hiddenTitle: name }),
      categories: list,
      current: category?.slug,
      cards: cards.results,
      moreHref: more,
      firstHref: cards.results.length === 0 && cards.count > 0 ? pageHref(1) : null,
      emptyText,
      q,
      apiBaseUrl: context.apiBaseUrl,
      firstImage: !context.hero,
      search: !category,
    }),
    reads: readsOf([
      [categoriesUrl, categories],
      [gridUrl, grid],
    ]),
    preload: null,
  }
}

function productPage(
  product: PublicProduct,
  reads: [string, string][],
  context: CatalogueContext,
): CataloguePage {
  const name = storeName(context.store)
  const canonical = `${context.origin}/producto/${product.slug}`
  const images = product.images.map((image) => absoluteUrl(image.image, context.origin))
  const price = lowestPrice(product.variants)
  const [first] = product.images
  const meta: PageMeta = {
    title: product.seo_title || `${product.title} | ${name}`,
    description: summary(product.seo_description || product.description || product.title),
    canonical,
    type: 'product',
    siteName: name,
    ...(images[0]
      ? { image: images[0], imageAlt: first?.alt || product.title }
      : imageOf(undefined, context)),
    ...(price === null
      ? {}
      : { price: cardPrice({ price_min: price, currency: product.currency }) }),
    jsonLd: productJsonLd(product, canonical, images),
  }
  const shown = first ? frameImage(first, context.apiBaseUrl, GALLERY_SIZES, product.title) : null
  return {
    status: 200,
    head: headTags(meta),
    content: productFrame(product, context.apiBaseUrl),
    reads,
    preload: shown
      ? `<link rel="preload" as="image" href="${escapeHtml(shown.src)}"${shown.srcset ? ` imagesrcset="${escapeHtml(shown.srcset)}" imagesizes="${GALLERY_SIZES}"` : ''} fetchpriority="high">`
      : null,
  }
}

/** `og:image`: the page's first product image, else the store's first logo, absolute. */
function imageOf(image: string | undefined, context: CatalogueContext): { image?: string } {
  const shown = image ?? context.store?.logo ?? undefined
  return shown ? { image: absoluteUrl(shown, context.origin) } : {}
}

/** The not-found page, with the reads that made it one (a kept page is checked against them). */
/** The `<head>` tags of a not-found page: its title with the store's name, and noindex. */
export const notFoundHead = (title: string, store: StoreInfo | null) =>
  `<title>${escapeHtml(`${title} | ${storeName(store)}`)}</title><meta name="robots" content="noindex">`

function notFound(
  title: string,
  context: CatalogueContext,
  reads: [string, string][],
): CataloguePage {
  return {
    status: 404,
    head: notFoundHead(title, context.store),
    content: notFoundFrame(title),
    reads,
    preload: null,
  }
}
