import { renderIndex } from '../src/web/index-html.ts'
import type { WebRuntimeConfig } from '../src/web/runtime-config.ts'

const TEMPLATE =
  '<!doctype html><html><head><link rel="preload" href="/runtime-config.json" data-runtime-config><script defer="defer" src="/boot.0123abcd.js" data-main="/main.0123abcd.js"></script><link rel="preload" as="script" fetchpriority="low" href="/main.0123abcd.js"></head><body><div id="root"></div></body></html>'
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

const scriptPreloads = (html: string) =>
  html.match(/<link rel="[\w-]*preload"[^>]*as="script"[^>]*>/g)

describe('index.html', () => {
  it('fetches no script before a drawn page has painted: its script preloads are left for boot.js', () => {
    const html = renderIndex(TEMPLATE, CONFIG, {
      remote: REMOTE,
      theme: null,
      firstView: DRAWN,
      heroPreload: null,
    })
    expect(scriptPreloads(html)).toEqual([
      '<link rel="vitrina-preload" href="/remotes/storefront/remoteEntry.js" as="script">',
      '<link rel="vitrina-preload" href="/remotes/storefront/routes.0123abcd.js" as="script">',
      '<link rel="vitrina-preload" as="script" fetchpriority="low" href="/main.0123abcd.js">',
    ])
    // Data and images still come first; the manifest is a small fetch, not a script.
    expect(html).toContain('<link rel="preload" href="/remotes/storefront/mf-manifest.json"')
    expect(html).toContain(DRAWN.hints)
    expect(html).toContain(`<div id="root">${DRAWN.html}</div>`)
  })

  it('preloads every script at once when nothing is drawn: the app is all there is', () => {
    const html = renderIndex(TEMPLATE, CONFIG, {
      remote: REMOTE,
      theme: null,
      firstView: null,
      heroPreload: null,
    })
    expect(scriptPreloads(html)).toEqual([
      '<link rel="preload" href="/remotes/storefront/remoteEntry.js" as="script">',
      '<link rel="preload" href="/remotes/storefront/routes.0123abcd.js" as="script">',
      '<link rel="preload" as="script" fetchpriority="low" href="/main.0123abcd.js">',
    ])
    expect(html).toContain('<div id="root"></div>')
  })
})
