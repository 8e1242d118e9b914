// Part of the one webpack configuration of Vitrina's apps (see index.cjs).
/**
 * The host's workbox service worker (`/sw.js`): the repeat view and the
 * offline store (docs/first-view.md, "Repeat view and offline").
 *
 * - The host's own hashed chunks are precached. The push platforms (loaded on
 *   demand) stay out.
 * - Network first, falling back to the last copy: the runtime config, the
 *   remotes' `mf-manifest.json` and `remoteEntry.js` (a release may have
 *   moved them), the pages (the drawn `index.html` carries the store, the
 *   inlined config and the CSP), and the store's three public reads that the
 *   first view shows (store, theme, covers).
 * - Cache first: any other content-hashed file (the remotes' chunks), which
 *   never changes under its name.
 * - Stale-while-revalidate, bounded: media.
 * - Everything else of the API (authenticated or a write) is never cached.
 */
function serviceWorkerPlugin() {
  const { GenerateSW } = require('workbox-webpack-plugin')
  // Functions below are serialised into sw.js: each one carries its own patterns.
  return new GenerateSW({
    swDest: 'sw.js',
    clientsClaim: true,
    skipWaiting: true,
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    // A content-hashed file needs no revision: without one, workbox precaches it
    // with the request's default cache mode, so the copy the page just loaded
    // comes from the HTTP cache instead of a second download ('reload').
    dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
    exclude: [
      /\.map$/,
      /\.LICENSE\.txt$/,
      /\.(?:gz|br)$/,
      /\.html$/,
      /(?:^|\/)(?:runtime-config|mf-manifest)\.json$/,
      /(?:^|\/)remoteEntry(?:\.full)?\.js$/,
      /(?:^|\/)push-(?:web|native)\./,
    ],
    runtimeCaching: [
      {
        // Same origin only, here and below: the worker's own CSP (connect-src)
        // is the one it was installed with, so a remote deployed since on
        // another origin, or media on a CDN, would be refused if fetched from
        // the worker; the browser fetches those itself.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /(?:^|\/)(?:runtime-config\.json|mf-manifest\.json|remoteEntry(?:\.full)?\.js)$/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'vitrina-federation',
          networkTimeoutSeconds: 3,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 20 },
        },
      },
      {
        // A navigation, or the page asking for itself again (host/src/pwa/service-worker.ts).
        // Never an order page: it is drawn with the order its token opens (`no-store`).
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin &&
          (request.mode === 'navigate' ||
            (request.headers.get('Accept') || '').startsWith('text/html')) &&
          !url.pathname.startsWith('/api/') &&
          !url.pathname.startsWith('/media/') &&
          !url.pathname.startsWith('/pedido/') &&
          // A search (`/?q=…`): one entry each would push the store's own pages out.
          !url.searchParams.has('q'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'vitrina-pages',
          networkTimeoutSeconds: 3,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 20 },
          matchOptions: { ignoreVary: true },
        },
      },
      {
        // The public reads of the first view, never a call that carries a token
        // (CACHED_API_READS in host/src/pwa/service-worker.ts).
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin &&
          /\/api\/v1\/(?:tienda\/resume\/subdomain|tienda\/theme|store\/portadas)\/$/.test(
            url.pathname,
          ) &&
          !request.headers.has('Authorization'),
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: 'vitrina-store',
          networkTimeoutSeconds: 3,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 10 },
        },
      },
      {
        // Any image under /media/, whatever its name (originals and variants).
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'vitrina-media',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
        },
      },
      {
        // `name.0123abcd.js`: a content hash in the name, so the copy never goes stale.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          !url.pathname.startsWith('/api/') &&
          /\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|png)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'vitrina-hashed',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 200, purgeOnQuotaError: true },
        },
      },
    ],
  })
}

module.exports = { serviceWorkerPlugin }
