import { statSync } from 'node:fs'
import { createRequire } from 'node:module'

import { remoteForPath } from '@vitrina/shared/rules'
import type { FastifyBaseLogger } from 'fastify'

import { APP_MAP } from './app-map.ts'
import type { Hero } from './hero.ts'
import type { WebRuntimeConfig } from './runtime-config.ts'

/** `{store, hero}` of shared/src/first-view/first-view.ts, as inlined in the page. */
export interface FirstViewData {
  store: unknown
  hero: Hero | null
}

/** What the server drew into `#root` and the data the browser takes over from. */
export interface DrawnFirstView {
  /** `{store, hero}` for `<script id="vitrina-first-view">` (shared/src/first-view). */
  data: FirstViewData
  /** Resource hints React put first (the logo's and the hero's image preloads). */
  hints: string
  /** The markup for `#root`, its styles inline beside it. */
  html: string
}

/** The host's server build: `renderFirstView` of host/src/server/render-first-view.tsx. */
interface HostServerBuild {
  renderFirstView(input: {
    pathname: string
    config: WebRuntimeConfig
    theme: unknown
    view: FirstViewData
    /** HTML for the content area after the hero (a server build before it ignores it). */
    content?: string
  }): string
}

export interface FirstViewInput {
  pathname: string
  config: WebRuntimeConfig
  theme: unknown
  store: unknown
  hero: Hero | null
  /** Leave room for the catalogue frame: CONTENT_MARKER in the content area, for the page to replace. */
  content?: boolean
}

/** Where the catalogue or order frame goes in a drawn page (an HTML comment the server build writes as given). */
export const CONTENT_MARKER = '<!--vitrina:catalogue-frame-->'

/** Drawn pages kept, by everything they are drawn from (a changed logo, cover or theme is a new key). */
const FIRST_VIEWS_KEPT = 500

/** React 19 writes the preloads of the images it rendered first; they belong in `<head>`. */
const LEADING_HINTS = /^(?:<link [^>]*\/?>)+/

/** Paths drawn alike: each remote's area, and the not-found page for the rest. */
export function pathKey(pathname: string): string {
  return remoteForPath(APP_MAP, pathname) ? pathname.replace(/\/+$/, '') || '/' : '*'
}

/**
 * Paths whose shell is drawn alike: every product page, every category page,
 * every order page (one drawing for all tokens: a token is never a key, nor
 * given to the server build), else pathKey.
 */
export function drawKey(pathname: string): string {
  const key = pathKey(pathname)
  const shared = /^\/(producto|categoria|pedido)\//.exec(key)
  return shared ? `/${shared[1]}/*` : key
}

export type FirstViewRenderer = ReturnType<typeof firstViewRenderer>

/**
 * The first view of docs/first-view.md: the host's shell and, on `/`, the hero
 * frame, drawn by the host's server build. Drawing costs a React render, so
 * each result is kept by its inputs (the store's name, logos, first cover and
 * theme, and the path): any change to them is a different key, so a save is
 * seen at once without telling this cache. Without a server build (not built,
 * or failing) or without the store, pages go out as before, with nothing drawn.
 */
export function firstViewRenderer(file: string | undefined, log: FastifyBaseLogger) {
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
    /** The loaded server build (a new object after a rebuild), or null when there is none. */
    current: () => load(),
    draw(input: FirstViewInput): DrawnFirstView | null {
      const { pathname, config, theme, store, hero, content = false } = input
      const module = load()
      if (!module || !store) return null
      const key = drawKey(pathname)
      const data: FirstViewData = { store, hero: key === '/' ? hero : null }
      const cacheKey = JSON.stringify([key, theme, data, content])
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
          ...(content ? { content: CONTENT_MARKER } : {}),
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
