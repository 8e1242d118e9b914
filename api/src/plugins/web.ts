import { createReadStream, readFileSync, statSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { type AppMap, mediaUrl, remoteForPath, resolveTenant } from '@vitrina/shared/rules'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** The repository root, whatever the working directory (this file is api/src/plugins/web.ts). */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The app map (`apps.json`): which remotes exist, their folders and the paths they own. */
export const APP_MAP: AppMap = JSON.parse(readFileSync(path.join(repoRoot, 'apps.json'), 'utf8'))

type RemoteName = string

export interface WebRuntimeConfig {
  apiBaseUrl: string
  defaultStore: string
  remotes: Record<RemoteName, string>
  firebase: Record<string, string> | null
}

export interface WebDirs {
  host: string
  /** The host's server build (`dist-server/server.cjs`) drawing the first view; none: no first view. */
  hostServer?: string
  remotes: Record<string, string>
}

/** Where the builds live: `host/dist`, `host/dist-server` and `remote-<name>/dist` in the repository. */
export function defaultWebDirs(root = repoRoot): WebDirs {
  return {
    host: path.join(root, 'host/dist'),
    hostServer: path.join(root, 'host/dist-server/server.cjs'),
    remotes: Object.fromEntries(
      APP_MAP.remotes.map((remote) => [remote.name, path.join(root, remote.dir, 'dist')]),
    ),
  }
}

const FIREBASE_KEYS = {
  apiKey: 'FIREBASE_API_KEY',
  authDomain: 'FIREBASE_AUTH_DOMAIN',
  projectId: 'FIREBASE_PROJECT_ID',
  storageBucket: 'FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'FIREBASE_MESSAGING_SENDER_ID',
  appId: 'FIREBASE_APP_ID',
  measurementId: 'FIREBASE_MEASUREMENT_ID',
  vapidKey: 'FIREBASE_VAPID_KEY',
} as const

const FIREBASE_REQUIRED = ['apiKey', 'projectId', 'messagingSenderId', 'appId'] as const

/**
 * Each remote's manifest URL by its app-map name, from `VITRINA_REMOTE_<NAME>_URL`
 * (a manifest URL, or a folder URL ending in `/`), else `/remotes/<name>/mf-manifest.json`.
 * This is where each remote starts; deploys change it at run time.
 */
export function remoteUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    APP_MAP.remotes.map(({ name }) => {
      const configured = env[`VITRINA_REMOTE_${name.toUpperCase()}_URL`]?.trim()
      const url = configured
        ? configured.endsWith('/')
          ? `${configured}mf-manifest.json`
          : configured
        : `/remotes/${name}/mf-manifest.json`
      return [name, url]
    }),
  )
}

/** The runtime config's `remotes` (federation name → manifest URL) from URLs by app-map name. */
export function byFederationName(urls: Record<string, string>): Record<RemoteName, string> {
  return Object.fromEntries(
    APP_MAP.remotes.map(({ name, federationName }) => [federationName, urls[name]!]),
  )
}

/**
 * `/runtime-config.json` from the environment: `VITRINA_REMOTE_<NAME>_URL`
 * (a manifest URL, or a folder URL ending in `/`), `VITRINA_DEFAULT_STORE`,
 * `VITRINA_API_BASE_URL` and the `FIREBASE_*` web config (null unless complete).
 */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): WebRuntimeConfig {
  const remotes = byFederationName(remoteUrlsFromEnv(env))
  const firebase: Record<string, string> = {}
  for (const [key, variable] of Object.entries(FIREBASE_KEYS)) {
    const value = env[variable]?.trim()
    if (value) firebase[key] = value
  }
  const complete = FIREBASE_REQUIRED.every((key) => firebase[key])
  return {
    apiBaseUrl: env.VITRINA_API_BASE_URL?.trim() ?? '',
    defaultStore: env.VITRINA_DEFAULT_STORE?.trim() || 'demo',
    remotes,
    firebase: complete ? firebase : null,
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

const NO_CACHE = 'no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Webpack names chunks `[name].[contenthash:8].js`; only those may be cached forever. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i

function cacheControl(file: string): string {
  return HASHED.test(path.basename(file)) ? IMMUTABLE : NO_CACHE
}

/** The file under `root` named by `relative`, or null when it would leave `root`. */
function within(root: string, relative: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(relative)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`)
  return file === root || file.startsWith(root + path.sep) ? file : null
}

async function fileInfo(file: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const info = await stat(file)
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : null
  } catch {
    return null
  }
}

/** Sends `file`, or its `.br`/`.gz` twin made at build time when the client accepts it. */
async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  extraHeaders: Record<string, string> = {},
): Promise<boolean> {
  const original = await fileInfo(file)
  if (!original) return false
  const accepted = String(request.headers['accept-encoding'] ?? '')
  let chosen = file
  let info = original
  let encoding: string | null = null
  for (const [suffix, name] of [
    ['.br', 'br'],
    ['.gz', 'gzip'],
  ] as const) {
    if (!new RegExp(`\\b${name}\\b`).test(accepted)) continue
    const twin = await fileInfo(file + suffix)
    if (twin) {
      chosen = file + suffix
      info = twin
      encoding = name
      break
    }
  }
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`
  reply
    .header('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream')
    .header('Cache-Control', cacheControl(file))
    .header('Vary', 'Accept-Encoding')
    .header('ETag', etag)
    .headers(extraHeaders)
  if (encoding) reply.header('Content-Encoding', encoding)
  if (request.headers['if-none-match'] === etag) {
    await reply.code(304).send()
    return true
  }
  reply.header('Content-Length', info.size)
  await reply.send(createReadStream(chosen))
  return true
}

/** What index.html carries besides the runtime config, found per request. */
interface IndexHints {
  /** The remote's `mf-manifest.json`, `remoteEntry.js` and the chunks of its `./routes`. */
  remote: string[]
  /** The image the page will show largest (the storefront's first cover). */
  image: string | null
  /** The store's `tienda/theme/` answer, for the host's first render. */
  theme: unknown
  /** The first view drawn by the host's server build, when there is one. */
  firstView: DrawnFirstView | null
}

/** What the server drew into `#root` and the data the browser takes over from. */
interface DrawnFirstView {
  /** `{store, hero}` for `<script id="vitrina-first-view">` (shared/src/first-view). */
  data: FirstViewData
  /** Resource hints React put first (the logo's and the hero's image preloads). */
  hints: string
  /** The markup for `#root`, its styles inline beside it. */
  html: string
}

const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * index.html with the runtime config inlined (one round trip less before the
 * first remote starts loading), the store theme inlined (the host builds its
 * Chakra system once, from the store's theme, instead of a default one first
 * and the store's when the theme arrives, re-styling the whole page), and
 * preloads that cut the rest of the chain: the current remote's manifest,
 * entry and routes chunks (otherwise each waits for the one before) and the
 * first cover, which would otherwise wait for all the JavaScript and then for
 * `store/portadas/`.
 */
function renderIndex(template: string, config: WebRuntimeConfig, hints: IndexHints): string {
  const [manifest, ...scripts] = hints.remote
  const drawn = hints.firstView
  const parts = [
    `<script id="vitrina-runtime-config" type="application/json">${inlineJson(config)}</script>`,
    hints.theme != null &&
      `<script id="vitrina-store-theme" type="application/json">${inlineJson(hints.theme)}</script>`,
    drawn &&
      `<script id="vitrina-first-view" type="application/json">${inlineJson(drawn.data)}</script>`,
    // The drawn page's images (logo, hero) first: they are its largest paint.
    drawn?.hints,
    manifest &&
      `<link rel="preload" href="${escapeAttribute(manifest)}" as="fetch" crossorigin="anonymous">`,
    // Federation loads chunks with plain <script> tags (no crossorigin), so the preloads match.
    ...scripts.map((src) => `<link rel="preload" href="${escapeAttribute(src)}" as="script">`),
    // Default (low) priority until the <img> exists: the scripts that render it come first.
    !drawn &&
      hints.image &&
      `<link rel="preload" href="${escapeAttribute(hints.image)}" as="image">`,
  ]
  const inline = parts.filter(Boolean).join('')
  const marker = /<link[^>]*data-runtime-config[^>]*>/
  const head = marker.test(template)
    ? template.replace(marker, () => inline)
    : template.replace('</head>', () => `${inline}</head>`)
  if (!drawn) return head
  return head.replace(/<div id="root"><\/div>/, () => `<div id="root">${drawn.html}</div>`)
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } }
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[]
}

/**
 * The URLs a remote needs before it can render: its manifest, then (when the
 * manifest is one this server serves, so it can be read here) its entry and
 * the sync chunks of `./routes`, resolved against the manifest's folder.
 */
const manifests = new Map<string, { mtimeMs: number; manifest: FederationManifest }>()

async function remoteAssets(manifestUrl: string, dirs: WebDirs): Promise<string[]> {
  const local = /^\/remotes\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl)
  const root = local ? dirs.remotes[local[1]!] : undefined
  if (!root) return [manifestUrl]
  const file = path.join(root, 'mf-manifest.json')
  const info = await fileInfo(file)
  if (!info) return [manifestUrl]
  let manifest: FederationManifest
  const known = manifests.get(file)
  if (known?.mtimeMs === info.mtimeMs) manifest = known.manifest
  else {
    try {
      manifest = JSON.parse(await readFile(file, 'utf8'))
    } catch {
      return [manifestUrl]
    }
    // Read once per build, not once per page.
    manifests.set(file, { mtimeMs: info.mtimeMs, manifest })
  }
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)
  const entry = manifest.metaData?.remoteEntry
  const routes = manifest.exposes?.find((expose) => expose.path === './routes')
  const files = [
    entry?.name ? path.posix.join(entry.path ?? '', entry.name) : null,
    ...(routes?.assets?.js?.sync ?? []),
  ]
  return [
    manifestUrl,
    ...files.filter((file): file is string => Boolean(file)).map((file) => folder + file),
  ]
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

function isPageRequest(request: FastifyRequest, pathname: string): boolean {
  const accept = String(request.headers.accept ?? '')
  return !path.posix.extname(pathname) && (accept.includes('text/html') || accept.includes('*/*'))
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ detail: 'No encontrado.', code: 'not_found' })
}

/** `{store, hero}` of shared/src/first-view/first-view.ts, as inlined in the page. */
interface FirstViewData {
  store: unknown
  hero: { src: string; alt: string } | null
}

/** The host's server build: `renderFirstView` of host/src/server/render-first-view.tsx. */
interface HostServerBuild {
  renderFirstView(input: {
    pathname: string
    config: WebRuntimeConfig
    theme: unknown
    view: FirstViewData
  }): string
}

interface FirstViewInput {
  pathname: string
  config: WebRuntimeConfig
  theme: unknown
  store: unknown
  covers: unknown
  image: string | null
}

/** Drawn pages kept, by everything they are drawn from (a changed logo, cover or theme is a new key). */
const FIRST_VIEWS_KEPT = 500

/** React 19 writes the preloads of the images it rendered first; they belong in `<head>`. */
const LEADING_HINTS = /^(?:<link [^>]*\/?>)+/

/** Paths drawn alike: each remote's area, and the not-found page for the rest. */
function pathKey(pathname: string): string {
  return remoteForPath(APP_MAP, pathname) ? pathname.replace(/\/+$/, '') || '/' : '*'
}

/**
 * The first view of docs/first-view.md: the host's shell and, on `/`, the hero
 * frame, drawn by the host's server build. Drawing costs a React render, so
 * each result is kept by its inputs (the store's name, logos, first cover and
 * theme, and the path): any change to them is a different key, so a save is
 * seen at once without telling this cache. Without a server build (not built,
 * or failing) or without the store, pages go out as before, with nothing drawn.
 */
function firstViewRenderer(file: string | undefined, log: FastifyInstance['log']) {
  const require = createRequire(import.meta.url)
  let build: { mtimeMs: number; module: HostServerBuild | null } | null = null
  const drawn = new Map<string, DrawnFirstView>()

  function load(): HostServerBuild | null {
    if (!file) return null
    let mtimeMs: number
    try {
      mtimeMs = statSync(file).mtimeMs
    } catch {
      return null
    }
    if (build?.mtimeMs !== mtimeMs) {
      drawn.clear()
      try {
        delete require.cache[require.resolve(file)]
        build = { mtimeMs, module: require(file) as HostServerBuild }
      } catch (error) {
        log.error({ err: error }, 'the host server build could not be loaded')
        build = { mtimeMs, module: null }
      }
    }
    return build.module
  }

  return {
    available: () => load() !== null,
    draw({ pathname, config, theme, store, covers, image }: FirstViewInput): DrawnFirstView | null {
      const module = load()
      if (!module || !store) return null
      const cover = Array.isArray(covers) ? (covers[0] as { alt?: unknown } | undefined) : undefined
      const name = (store as { name?: unknown }).name
      const alt =
        typeof cover?.alt === 'string' && cover.alt
          ? cover.alt
          : `Portada de ${typeof name === 'string' ? name : ''}`.trim()
      const key = pathKey(pathname)
      const data: FirstViewData = {
        store,
        hero: key === '/' && image ? { src: image, alt } : null,
      }
      const cacheKey = JSON.stringify([key, theme, data])
      const kept = drawn.get(cacheKey)
      if (kept) {
        drawn.delete(cacheKey)
        drawn.set(cacheKey, kept)
        return kept
      }
      let markup: string
      try {
        markup = module.renderFirstView({
          pathname: key === '*' ? pathname : key,
          config,
          theme,
          view: data,
        })
      } catch (error) {
        log.error({ err: error }, 'the first view could not be drawn')
        return null
      }
      const hints = LEADING_HINTS.exec(markup)?.[0] ?? ''
      const result = { data, hints, html: markup.slice(hints.length) }
      if (drawn.size >= FIRST_VIEWS_KEPT) drawn.delete(drawn.keys().next().value!)
      drawn.set(cacheKey, result)
      return result
    },
  }
}

export interface WebOptions {
  dirs?: WebDirs
  env?: NodeJS.ProcessEnv
  /** How long index.html may wait for the store's data (default 150 ms; tests on a loaded machine raise it). */
  storeReadLimitMs?: number
}

/** How long index.html may wait for the store's data before going out without it. */
const STORE_READ_LIMIT_MS = 150

/**
 * A public read of the page's store: the API's cached answer when there is
 * one, else through the API in this process (tenant, validation and ordering
 * stay the API's job, and the answer is cached for the next page); null when
 * it fails or is slow.
 */
async function readStore(
  request: FastifyRequest,
  config: WebRuntimeConfig,
  url: string,
  limitMs: number,
): Promise<unknown> {
  const subdomain = resolveTenant(request.hostname, config.defaultStore)
  const cached = request.server.publicCache?.get(subdomain, url.replace(/^\/api\/v1\//, ''))
  if (cached) return JSON.parse(cached.body.toString('utf8')) as unknown
  let timer: NodeJS.Timeout | undefined
  const read = request.server
    .inject({ method: 'GET', url, headers: { 'x-subdomain': subdomain } })
    .then((response) => (response.statusCode === 200 ? response.json<unknown>() : null))
    .catch(() => null)
  const limit = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), limitMs)
  })
  return Promise.race([read, limit]).finally(() => clearTimeout(timer))
}

/** The first cover's URL (as the client builds it from `apiBaseUrl`), if the store has one. */
function firstCoverUrl(covers: unknown, config: WebRuntimeConfig): string | null {
  const image = Array.isArray(covers) ? (covers[0] as { image?: unknown } | undefined)?.image : null
  return typeof image === 'string' ? mediaUrl(image, config.apiBaseUrl) : null
}

/**
 * Serves the web apps beside the API: the host at `/`, each remote's build at
 * `/remotes/<name>/`, `/runtime-config.json` (the environment and the remotes' current URLs), and
 * index.html for app routes. `/api/` and `/media/` are never answered here.
 */
export default async function web(app: FastifyInstance, options: WebOptions = {}): Promise<void> {
  const dirs = options.dirs ?? defaultWebDirs()
  const base = runtimeConfigFromEnv(options.env ?? process.env)
  /**
   * The runtime config with each remote's current URL: deploys and rollbacks
   * change it at run time (read from the database, at most ~2 s old), the
   * rest comes from the environment.
   */
  async function currentConfig(): Promise<WebRuntimeConfig> {
    if (!app.hasDecorator('remoteDeploys')) return base
    return { ...base, remotes: byFederationName(await app.remoteDeploys.currentUrls()) }
  }
  const firstView = firstViewRenderer(dirs.hostServer, app.log)
  const limitMs = options.storeReadLimitMs ?? STORE_READ_LIMIT_MS
  // Loading the server build takes a few hundred ms: at start, not on the first page.
  firstView.available()
  let template: { mtimeMs: number; html: string } | null = null

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const file = path.join(dirs.host, 'index.html')
    const info = await fileInfo(file)
    if (!info) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web apps are not built yet: run `pnpm build` (or `pnpm start`).')
    }
    if (!template || template.mtimeMs !== info.mtimeMs) {
      template = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') }
    }
    const remote = remoteForPath(APP_MAP, pathname)
    const config = await currentConfig()
    const manifestUrl = remote ? config.remotes[remote.federationName] : undefined
    const [remoteUrls, theme, store, covers] = await Promise.all([
      manifestUrl ? remoteAssets(manifestUrl, dirs) : [],
      readStore(request, config, '/api/v1/tienda/theme/', limitMs),
      firstView.available()
        ? readStore(request, config, '/api/v1/tienda/resume/subdomain/', limitMs)
        : null,
      remote?.name === 'storefront'
        ? readStore(request, config, '/api/v1/store/portadas/', limitMs)
        : null,
    ])
    const image = firstCoverUrl(covers, config)
    const drawn = firstView.draw({ pathname, config, theme, store, covers, image })
    return reply
      .header('Cache-Control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(
        renderIndex(template.html, config, { remote: remoteUrls, image, theme, firstView: drawn }),
      )
  }

  app.get('/runtime-config.json', async (_request, reply) =>
    reply.header('Cache-Control', NO_CACHE).send(await currentConfig()),
  )

  app.get<{ Params: { folder: string; '*': string } }>(
    '/remotes/:folder/*',
    async (request, reply) => {
      // Own keys only: `constructor` or `__proto__` name no remote folder.
      const { folder } = request.params
      const root = Object.hasOwn(dirs.remotes, folder) ? dirs.remotes[folder] : undefined
      const file = root ? within(root, request.params['*']) : null
      // Hosts on other origins load remotes too (a CDN deploy, a second host).
      const cors = { 'Access-Control-Allow-Origin': '*' }
      if (file && (await sendFile(request, reply, file, cors))) return reply
      return notFound(reply.headers(cors))
    },
  )

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (/^\/(api|media|remotes)(\/|$)/.test(pathname)) return notFound(reply)
    if (pathname === '/' || pathname === '/index.html') return sendIndex(request, reply, '/')
    const file = within(dirs.host, pathname)
    if (file && (await sendFile(request, reply, file))) return reply
    if (isPageRequest(request, pathname)) return sendIndex(request, reply, pathname)
    return notFound(reply)
  })
}
