// Part of the one webpack configuration of Vitrina's apps (see index.cjs).
const path = require('node:path')

const HtmlWebpackPlugin = require('html-webpack-plugin')

const { DEV_PORTS, REMOTES } = require('./apps.cjs')
const { baseConfig, compressionPlugins, federationPlugin } = require('./base.cjs')
const {
  DropAssetsPlugin,
  FULL_ENTRY,
  LEAN_ENTRY,
  LeanEntryManifestPlugin,
} = require('./plugins/lean-entry.cjs')
const { sharedModules } = require('./shared-modules.cjs')

/**
 * A remote: a federation container `remoteEntry.js` + `mf-manifest.json`
 * exposing `./routes`, deployable anywhere (`publicPath: 'auto'`). Production
 * builds hold only the container; development adds the standalone page.
 *
 * Production is two compilations into the same folder: the full entry
 * `remoteEntry.full.js` (with its own federation runtime, for any host; the
 * manifest's `metaData.remoteEntry`) and, after it, the lean entry
 * `remoteEntry.js` built with `experiments.externalRuntime` (it runs on the
 * runtime of a host that provides one; `metaData.leanRemoteEntry`). Both load
 * the same content-hashed chunks. Development builds one entry,
 * `remoteEntry.js`, with its runtime.
 */
function remoteConfig({ dir, name, mode = 'production' }) {
  const isDev = mode !== 'production'
  const folder = REMOTES[name]
  if (!folder) throw new Error(`Unknown remote ${name}`)
  const config = baseConfig({ dir, mode, publicPath: 'auto' })
  config.output.uniqueName = name
  config.entry = isDev ? { main: './src/index.ts' } : {}
  config.plugins = [
    federationPlugin({
      name,
      filename: isDev ? LEAN_ENTRY : FULL_ENTRY,
      exposes: { './routes': './src/exposes/routes.tsx' },
      manifest: { fileName: 'mf-manifest.json' },
      shared: sharedModules({ provide: isDev }),
    }),
    ...(isDev ? [] : [new LeanEntryManifestPlugin('mf-manifest.json')]),
    ...(isDev
      ? [
          new HtmlWebpackPlugin({
            template: path.join(__dirname, 'standalone.html'),
            title: `Vitrina · ${folder}`,
          }),
        ]
      : compressionPlugins()),
  ]
  config.devServer = {
    port: DEV_PORTS[folder],
    host: '::',
    allowedHosts: 'all',
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: false,
    proxy: [
      {
        context: ['/api', '/media', '/runtime-config.json'],
        target: process.env.VITRINA_API_ORIGIN ?? 'http://127.0.0.1:8080',
      },
    ],
  }
  if (isDev) return config
  config.name = 'full'
  return [config, leanConfig({ dir, name, mode })]
}

/** The lean entry's compilation: the same remote, without its own federation runtime. */
function leanConfig({ dir, name, mode }) {
  const config = baseConfig({ dir, mode, publicPath: 'auto' })
  config.name = 'lean'
  // After the full entry, into its folder, removing none of its files.
  config.dependencies = ['full']
  config.output.clean = false
  config.output.uniqueName = name
  config.entry = {}
  config.plugins = [
    federationPlugin({
      name,
      filename: LEAN_ENTRY,
      exposes: { './routes': './src/exposes/routes.tsx' },
      // Its own manifest only so that its chunks are named as the full
      // entry's (same files); the published manifest is the full one's.
      manifest: { fileName: 'mf-manifest.lean.json' },
      shared: sharedModules({ provide: false }),
      experiments: { externalRuntime: true },
    }),
    ...compressionPlugins(),
    new DropAssetsPlugin(/^mf-manifest\.lean/),
  ]
  return config
}

module.exports = { remoteConfig }
