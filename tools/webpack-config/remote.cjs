// Part of the one webpack configuration of Vitrina's apps (see index.cjs).
const path = require('node:path')

const HtmlWebpackPlugin = require('html-webpack-plugin')

const { DEV_PORTS, REMOTES } = require('./apps.cjs')
const { baseConfig, compressionPlugins, federationPlugin } = require('./base.cjs')
const { sharedModules } = require('./shared-modules.cjs')

/**
 * A remote: a federation container `remoteEntry.js` + `mf-manifest.json`
 * exposing `./routes`, deployable anywhere (`publicPath: 'auto'`). Production
 * builds hold only the container; development adds the standalone page.
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
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/exposes/routes.tsx' },
      manifest: { fileName: 'mf-manifest.json' },
      shared: sharedModules({ provide: isDev }),
    }),
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
  return config
}

module.exports = { remoteConfig }
