import type { StoreInfo } from '@vitrina/contract'

/**
 * The hero frame (docs/first-view.md): the storefront's first cover as the
 * server draws it on `/`, full width, 200 px high below `lg` and 400 px from
 * it, the image covering the frame. The storefront's carousel has the same
 * box, so it takes the frame's place with nothing moving.
 */
export const HERO_FRAME_HEIGHT = { base: '200px', lg: '400px' } as const

export { HERO_FRAME_SIZES } from '../rules/hero-frame'

/**
 * The hero frame's image: the first cover's URL (as the browser loads it),
 * its alt text and, when the cover has WebP variants, its `srcset` (each URL
 * as the browser loads it) and `sizes`. A frame without `srcset` loads `src`.
 */
export interface HeroFrameImage {
  src: string
  alt: string
  srcset?: string
  sizes?: string
}

/** What the server drew before any JavaScript ran, inlined in index.html as JSON data. */
export interface FirstView {
  /** The store the app bar shows (`tienda/resume/subdomain/`). */
  store: StoreInfo | null
  /** The hero frame's image on `/`, when the store has a cover. */
  hero: HeroFrameImage | null
}

/** The spec's login page: the server draws the login frame there. */
export const LOGIN_PATH = '/login'

/** The id of the `<script type="application/json">` carrying the first view. */
export const FIRST_VIEW_SCRIPT_ID = 'vitrina-first-view'

let cached: FirstView | null | undefined

/**
 * The first view the server drew into this page, or null when it drew nothing
 * (a cached PWA shell, a standalone remote, an old server). Read once: the
 * answer describes how the page started, not what it shows now.
 */
export function readFirstView(doc: Document | undefined = globalThis.document): FirstView | null {
  if (cached !== undefined) return cached
  cached = null
  const script = doc?.getElementById(FIRST_VIEW_SCRIPT_ID)
  if (script?.textContent) {
    try {
      const parsed = JSON.parse(script.textContent) as Partial<FirstView>
      cached = { store: parsed.store ?? null, hero: parsed.hero ?? null }
    } catch {
      cached = null
    }
  }
  return cached
}

/** Forgets what was read (tests only). */
export function resetFirstView(): void {
  cached = undefined
}
