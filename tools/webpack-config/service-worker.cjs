// Part of the one webpack configuration of Vitrina's apps (see index.cjs).
/**
 * The host's workbox service worker (`/sw.js`). It precaches only the host's
 * hashed chunks: the runtime config, the remotes' `mf-manifest.json` and
 * `remoteEntry.js` and the pages go to the network first (a redeployed remote
 * must show at once), media is revalidated, the API is never cached, and the
 * push platforms (loaded on demand) stay out of the precache.
 */
function serviceWorkerPlugin() {
  const { GenerateSW } = require('workbox-webpack-plugin')
  const networkFirst = /(?:^|\/)(?:runtime-config\.json|mf-manifest\.json|remoteEntry\.js)$/
  return new GenerateSW({
    swDest: 'sw.js',
    clientsClaim: true,
    skipWaiting: true,
    inlineWorkboxRuntime: true,
    exclude: [
      /\.map$/,
      /\.LICENSE\.txt$/,
      /\.(?:gz|br)$/,
      /\.html$/,
      /(?:^|\/)(?:runtime-config|mf-manifest)\.json$/,
      /(?:^|\/)remoteEntry\.js$/,
      /(?:^|\/)push-(?:web|native)\./,
    ],
    runtimeCaching: [
      {
        urlPattern: ({ url }) => networkFirst.test(url.pathname),
        handler: 'NetworkFirst',
        options: { cacheName: 'vitrina-federation', networkTimeoutSeconds: 5 },
      },
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkFirst',
        options: { cacheName: 'vitrina-pages', networkTimeoutSeconds: 5 },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/media/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'vitrina-media', expiration: { maxEntries: 100 } },
      },
    ],
  })
}

module.exports = { serviceWorkerPlugin }
