import { renderIndex } from '../src/web/index-html.ts'
import type { WebRuntimeConfig } from '../src/web/runtime-config.ts'

const TEMPLATE =
  '<!doctype html><html><head><link rel="preload" href="/runtime-config.json" data-runtime-config></head><body><div id="root"></div></body></html>'
const CONFIG: WebRuntimeConfig = {
  apiBaseUrl: '/api/v1/',
  defaultStore: 'demo',
  remotes: {},
  firebase: null,
}
const REMOTE = [
  '/remotes/storefront/mf-manifest.json',
  '/remotes/storefront/remoteEntry.js',
  '/remotes/storefront/routes.0123abcd.js',
]
const DRAWN = {
  data: { store: null, hero: { src: '/media/1/cover.jpg', alt: 'Portada' } },
  hints: '<link rel="preload" as="image" href="/media/1/cover.jpg" fetchPriority="high"/>',
  html: '<div data-hero-frame=""><img src="/media/1/cover.jpg" alt="Portada"/></div>',
}

const scriptPreloads = (html: string) => html.match(/<link rel="preload"[^>]*as="script"[^>]*>/g)

describe('index.html', () => {
  it('preloads the remote at low priority on a drawn page, where no script runs before the hero paints', () => {
    const html = renderIndex(TEMPLATE, CONFIG, {
      remote: REMOTE,
      theme: null,
      firstView: DRAWN,
      heroPreload: null,
    })
    expect(scriptPreloads(html)).toEqual([
      '<link rel="preload" href="/remotes/storefront/remoteEntry.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/remotes/storefront/routes.0123abcd.js" as="script" fetchpriority="low">',
    ])
    expect(html).toContain(`<div id="root">${DRAWN.html}</div>`)
  })

  it('preloads the remote at the default priority when nothing is drawn: the app is all there is', () => {
    const html = renderIndex(TEMPLATE, CONFIG, {
      remote: REMOTE,
      theme: null,
      firstView: null,
      heroPreload: null,
    })
    expect(scriptPreloads(html)).toEqual([
      '<link rel="preload" href="/remotes/storefront/remoteEntry.js" as="script">',
      '<link rel="preload" href="/remotes/storefront/routes.0123abcd.js" as="script">',
    ])
    expect(html).toContain('<div id="root"></div>')
  })
})
