import type { DrawnFirstView } from './first-view.ts'
import { escapeAttribute, inlineJson } from './html.ts'
import type { WebRuntimeConfig } from './runtime-config.ts'

/** What index.html carries besides the runtime config, found per store and path. */
export interface IndexParts {
  /** The remote's `mf-manifest.json`, `remoteEntry.js` and the chunks of its `./routes`. */
  remote: string[]
  /** The store's `tienda/theme/` answer, for the host's first render. */
  theme: unknown
  /** The first view drawn by the host's server build, when there is one. */
  firstView: DrawnFirstView | null
  /** The hero's `<link rel="preload">` (hero.ts), used when nothing is drawn. */
  heroPreload: string | null
  /** A catalogue page's title, description, canonical, OpenGraph and JSON-LD (seo.ts). */
  head?: string
  /** A catalogue frame for `#root` when no shell is drawn around it. */
  content?: string
}

/** The template's own title and description, replaced by a page's own. */
const TEMPLATE_TITLE = /<title>[^<]*<\/title>\s*|<meta name="description"[^>]*>\s*/g

/** The `rel` of a script preload that host/boot/boot.js starts after the first paint. */
export const DEFERRED_PRELOAD = 'vitrina-preload'

/** The host template's script preloads (the entry and its startup chunks). */
const TEMPLATE_SCRIPT_PRELOAD = /(<link rel=")preload("[^>]*\bas="script")/g

/** Where the inlined parts go: the template's marker, else the end of `<head>`. */
const MARKER = /<link[^>]*data-runtime-config[^>]*>/

/**
 * index.html with the runtime config inlined (one round trip less before the
 * first remote starts loading), the store theme inlined (the host builds its
 * Chakra system once, from the store's theme, instead of a default one first
 * and the store's when the theme arrives, re-styling the whole page), the
 * drawn first view in `#root`, and preloads that cut the rest of the chain:
 * the current remote's manifest, entry and routes chunks (otherwise each
 * waits for the one before) and the first cover, which would otherwise wait
 * for all the JavaScript and then for `store/portadas/`.
 */
export function renderIndex(template: string, config: WebRuntimeConfig, parts: IndexParts): string {
  const [manifest, ...scripts] = parts.remote
  const drawn = parts.firstView
  // On a drawn page no script runs before the hero has painted, and none is
  // fetched before then either: the hero gets the bandwidth. Script preloads
  // are written inert (DEFERRED_PRELOAD) and host/boot/boot.js starts them
  // once the page has painted (docs/first-view.md).
  const scriptPreload = drawn ? DEFERRED_PRELOAD : 'preload'
  const inline = [
    parts.head,
    `<script id="vitrina-runtime-config" type="application/json">${inlineJson(config)}</script>`,
    parts.theme != null &&
      `<script id="vitrina-store-theme" type="application/json">${inlineJson(parts.theme)}</script>`,
    drawn &&
      `<script id="vitrina-first-view" type="application/json">${inlineJson(drawn.data)}</script>`,
    // The drawn page's images (logo, hero) first: they are its largest paint.
    drawn?.hints,
    manifest &&
      `<link rel="preload" href="${escapeAttribute(manifest)}" as="fetch" crossorigin="anonymous">`,
    // Federation loads chunks with plain <script> tags (no crossorigin), so the preloads match.
    ...scripts.map(
      (src) => `<link rel="${scriptPreload}" href="${escapeAttribute(src)}" as="script">`,
    ),
    !drawn && parts.heroPreload,
  ]
    .filter(Boolean)
    .join('')
  const own = parts.head ? template.replace(TEMPLATE_TITLE, '') : template
  const page = drawn ? own.replace(TEMPLATE_SCRIPT_PRELOAD, `$1${DEFERRED_PRELOAD}$2`) : own
  const head = MARKER.test(page)
    ? page.replace(MARKER, () => inline)
    : page.replace('</head>', () => `${inline}</head>`)
  const root = drawn ? drawn.html : parts.content
  if (!root) return head
  return head.replace(/<div id="root"><\/div>/, () => `<div id="root">${root}</div>`)
}
