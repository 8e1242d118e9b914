import { HERO_FRAME_SIZES, mediaSrcSet, mediaUrl } from '@vitrina/shared/rules'

import { escapeAttribute } from './html.ts'
import type { WebRuntimeConfig } from './runtime-config.ts'

/**
 * The page's largest image (its LCP): the store's first cover, shown in the
 * hero frame on `/` (docs/first-view.md, "The hero frame contract").
 */
export interface Hero {
  /** The media URL rule the storefront uses too (`mediaUrl(image, apiBaseUrl)`). */
  src: string
  /** The cover's own alt text, else `Portada de <store name>`. */
  alt: string
  /** The cover's WebP variants (its `srcset`, each URL by the same rule), when it has some. */
  srcset?: string
  /** With `srcset`: how wide the frame shows (`100vw`). */
  sizes?: string
}

/**
 * The hero of a store from its `store/portadas/` and `tienda/resume/subdomain/`
 * answers (either may be missing), and the `<link rel="preload">` that fetches
 * it early when nothing is drawn (a drawn page carries React's own preload of
 * the hero `<img>`, `fetchpriority=high`, instead). One place for both, so the
 * URL preloaded is the URL shown.
 */
export function heroOf(
  covers: unknown,
  store: unknown,
  config: WebRuntimeConfig,
): { hero: Hero; preload: string } | null {
  const cover = Array.isArray(covers)
    ? (covers[0] as { image?: unknown; alt?: unknown; srcset?: unknown } | undefined)
    : undefined
  const src = typeof cover?.image === 'string' ? mediaUrl(cover.image, config.apiBaseUrl) : null
  if (!src) return null
  const name = (store as { name?: unknown } | null | undefined)?.name
  const alt =
    typeof cover?.alt === 'string' && cover.alt
      ? cover.alt
      : `Portada de ${typeof name === 'string' ? name : ''}`.trim()
  const srcset =
    typeof cover?.srcset === 'string' ? mediaSrcSet(cover.srcset, config.apiBaseUrl) : null
  // The preload names what the <img> will pick (same srcset and sizes), so the browser fetches it once.
  const responsive = srcset
    ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${HERO_FRAME_SIZES}"`
    : ''
  return {
    hero: srcset ? { src, alt, srcset, sizes: HERO_FRAME_SIZES } : { src, alt },
    // Default (low) priority until the <img> exists: the scripts that render it come first.
    preload: `<link rel="preload" href="${escapeAttribute(src)}" as="image"${responsive}>`,
  }
}
