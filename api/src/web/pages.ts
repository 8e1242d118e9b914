import { statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

import { negotiate } from '@fastify/accept-negotiator'
import { remoteForPath, resolveTenant } from '@vitrina/shared/rules'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'

import { etagMatches } from '../plugins/public-cache.ts'
import { etagOf } from '../services/public-cache.ts'
import { APP_MAP, type WebDirs } from './app-map.ts'
import { FRAME_TEXT } from './catalogue-frame.ts'
import {
  catalogueKey,
  cataloguePage,
  cataloguePath,
  isSearch,
  notFoundHead,
} from './catalogue-page.ts'
import {
  CONTENT_MARKER,
  type DrawnFirstView,
  type FirstViewRenderer,
  pathKey,
} from './first-view.ts'
import { heroOf } from './hero.ts'
import { renderIndex } from './index-html.ts'
import { CHECKOUT_PATH, checkoutPage, orderPage, orderToken } from './order-page.ts'
import { remoteAssets } from './remote-assets.ts'
import type { WebRuntimeConfig } from './runtime-config.ts'
import { storeOrigin } from './seo.ts'
import { NO_CACHE } from './static-files.ts'
import { cacheName, readStore, type StoreRead } from './store-reads.ts'

/** How long index.html may wait for the store's data before going out without it. */
export const STORE_READ_LIMIT_MS = 150

/** `/pedido/:token`: never cached, never indexed, its URL never sent onwards. */
export const isPrivatePage = (pathname: string) => pathname.startsWith('/pedido/')

/** Finished pages kept across all stores and paths, least recently used out. */
const PAGES_KEPT = { max: 5000, maxSize: 32 * 1024 * 1024 }

const THEME = '/api/v1/tienda/theme/'
const STORE = '/api/v1/tienda/resume/subdomain/'
const COVERS = '/api/v1/store/portadas/'

interface Template {
  mtimeMs: number
  html: string
}

/** One store's finished index.html for one path, and everything it was made from. */
interface Page {
  body: Buffer
  etag: string
  /** The body compressed, made on the first request that accepts each encoding. */
  encoded: Partial<Record<Encoding, Buffer>>
  template: Template
  config: WebRuntimeConfig
  remote: string[]
  build: unknown
  /** The public cache entries read (name, ETag): a save of the store changes one. */
  reads: [string, string][]
  /** 200, or 404 for a catalogue or order page naming nothing. */
  status: number
}

export interface PageOptions {
  dirs: WebDirs
  config: () => Promise<WebRuntimeConfig>
  firstView: FirstViewRenderer
  storeReadLimitMs: number
  /** The public origin every absolute URL is built from (`VITRINA_BASE_URL`). */
  publicOrigin: () => string
}

const NO_REMOTE: string[] = []

type Encoding = 'br' | 'gzip'

/**
 * The encodings a page goes out in, brotli preferred at equal weight (the
 * request's `Accept-Encoding` decides, by its q-values). A drawn page is mostly
 * its inline styles (about 60 KB, 10 KB compressed), and the first paint
 * waits for all of it.
 */
const PAGE_ENCODINGS: Encoding[] = ['br', 'gzip']

/** Compressed once per kept page: brotli at a middle quality (a few ms for a drawn page). */
function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 7,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 7 })
}

/** The drawn page with the catalogue frame in its content area (its marker replaced). */
function withContent(drawn: DrawnFirstView | null, content: string | undefined) {
  if (!drawn || content === undefined) return drawn
  return { ...drawn, html: drawn.html.replace(CONTENT_MARKER, () => content) }
}

/**
 * index.html for app routes (renderIndex, with the first view drawn into it).
 * Each finished page is kept per store and path with its ETag, so a warm page
 * costs a few map lookups: it is used while its template, runtime config,
 * remote manifest, server build and the store's public answers are the ones
 * it was made from. The public answers come from the public cache, which
 * every write of the store empties on every instance (docs/caching.md): a
 * page whose answers are not all cached is made each time and not kept.
 */
export function indexPages(app: FastifyInstance, options: PageOptions) {
  const { dirs, firstView, storeReadLimitMs } = options
  const file = path.join(dirs.host, 'index.html')
  let template: Template | null = null
  const pages = new LRUCache<string, Page>({
    ...PAGES_KEPT,
    // The body and room for its compressed twins (a fifth of it, or less, each).
    sizeCalculation: (page, key) => Math.ceil(page.body.length * 1.4) + key.length + 256,
  })

  async function currentTemplate(): Promise<Template | null> {
    // A sync stat (a few µs on a cached inode): no thread-pool round trip on every page.
    let mtimeMs: number
    try {
      mtimeMs = statSync(file).mtimeMs
    } catch {
      return null
    }
    if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, html: await readFile(file, 'utf8') }
    return template
  }

  function send(request: FastifyRequest, reply: FastifyReply, page: Page, pathname: string) {
    // Weak: the same page goes out in up to three encodings.
    reply.header('Cache-Control', NO_CACHE).header('ETag', `W/${page.etag}`)
    if (isPrivatePage(pathname)) {
      // An order page: its link is the key to the order (commerce spec §4).
      reply.header('Cache-Control', 'no-store')
      reply.header('Referrer-Policy', 'no-referrer')
      reply.header('X-Robots-Tag', 'noindex')
    }
    reply.header('Vary', 'Accept-Encoding')
    if (page.status !== 200) reply.code(page.status)
    else if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send()
    reply.type('text/html; charset=utf-8')
    const accepted = request.headers['accept-encoding']
    const encoding = accepted ? (negotiate(accepted, PAGE_ENCODINGS) as Encoding | null) : null
    if (!encoding) return reply.send(page.body)
    const encoded = (page.encoded[encoding] ??= compress(page.body, encoding))
    return reply.header('Content-Encoding', encoding).send(encoded)
  }

  return async function sendIndex(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const html = await currentTemplate()
    if (!html) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web apps are not built yet: run `pnpm build` (or `pnpm start`).')
    }
    const config = await options.config()
    const platformHost = config.platform?.url ? new URL(config.platform.url).hostname : undefined
    const subdomain = resolveTenant(request.hostname, config.defaultStore, platformHost)
    const remote = remoteForPath(APP_MAP, pathname)
    const manifestUrl = remote ? config.remotes[remote.federationName] : undefined
    const remoteUrls = manifestUrl ? await remoteAssets(manifestUrl, dirs, pathname) : NO_REMOTE
    const build = firstView.current()
    const storefront = remote?.name === 'storefront'
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
    const catalogue = storefront ? cataloguePath(pathname, query) : null
    const token = storefront ? orderToken(pathname) : null
    // The store's name titles a catalogue or order page, drawn or not.
    const readsStore = Boolean(build) || catalogue !== null || token !== null
    const reads = [THEME, ...(readsStore ? [STORE] : []), ...(storefront ? [COVERS] : [])]

    const key = `${subdomain}\n${catalogue ? catalogueKey(catalogue) : pathKey(pathname)}`
    // An order page is never kept (below), so never looked up either.
    const kept = token === null ? pages.get(key) : undefined
    if (
      kept?.template === html &&
      kept.config === config &&
      kept.remote === remoteUrls &&
      kept.build === build &&
      kept.reads.length >= reads.length &&
      kept.reads.every(([name, etag]) => app.publicCache.get(subdomain, name)?.etag === etag)
    ) {
      return send(request, reply, kept, pathname)
    }

    const read = (url: string) => readStore(app, subdomain, url, storeReadLimitMs)
    const none: StoreRead = { value: null, etag: null }
    const [theme, store, covers] = await Promise.all([
      read(THEME),
      readsStore ? read(STORE) : none,
      storefront ? read(COVERS) : none,
    ])
    const hero = storefront && pathname === '/' ? heroOf(covers.value, store.value, config) : null
    const shown = catalogue
      ? await cataloguePage(catalogue, {
          app,
          subdomain,
          origin: storeOrigin(options.publicOrigin(), subdomain),
          apiBaseUrl: config.apiBaseUrl,
          store: store.value as never,
          limitMs: storeReadLimitMs,
          hero: hero !== null,
        })
      : token !== null
        ? await orderPage(token, {
            app,
            subdomain,
            store: store.value as never,
            limitMs: storeReadLimitMs,
          })
        : storefront && pathKey(pathname) === CHECKOUT_PATH
          ? checkoutPage()
          : null
    if (shown?.status === 301) {
      // The query goes along: a shared link's `utm_*` survive the move.
      return reply.header('Cache-Control', NO_CACHE).redirect(`${shown.location!}${query}`, 301)
    }
    const drawn = withContent(
      firstView.draw({
        pathname,
        config,
        theme: theme.value,
        store: store.value,
        hero: hero?.hero ?? null,
        content: shown !== null,
      }),
      shown?.content,
    )
    const body = Buffer.from(
      renderIndex(html.html, config, {
        remote: remoteUrls,
        theme: theme.value,
        firstView: drawn,
        heroPreload: hero?.preload ?? null,
        head: shown
          ? shown.head + (shown.preload ?? '')
          : remote
            ? undefined
            : notFoundHead(FRAME_TEXT.pageNotFound, store.value as never),
        content: drawn ? undefined : shown?.content,
      }),
    )
    const used = [theme, ...(readsStore ? [store] : []), ...(storefront ? [covers] : [])]
    const page: Page = {
      body,
      etag: etagOf(body),
      encoded: {},
      template: html,
      config,
      remote: remoteUrls,
      build,
      reads: [
        ...reads.map((url, i): [string, string] => [cacheName(url), used[i]!.etag ?? '']),
        ...(shown?.reads ?? []),
      ],
      // A path no app owns: the host shows 'Página no encontrada', and the status says so too.
      status: shown?.status ?? (remote ? 200 : 404),
    }
    // Only a page made from answers the cache holds can be checked against them later
    // (a product page is dropped with its product's cached answer, docs/catalogue.md);
    // a draw that failed is tried again on the next request.
    // An order page is not kept: it is the order's, drawn from what only its token opens,
    // and one entry per token would push the store's pages out.
    const cached = page.reads.every(([, etag]) => etag)
    // A search is drawn for its link but not kept: one entry per search would push the store's pages out.
    const search = catalogue !== null && isSearch(catalogue)
    if (
      cached &&
      (!build || drawn) &&
      (!catalogue || shown) &&
      !search &&
      !isPrivatePage(pathname)
    ) {
      pages.set(key, page)
    }
    return send(request, reply, page, pathname)
  }
}
