// Part of the one webpack configuration of Vitrina's apps (see index.cjs).
const path = require('node:path')

const HtmlWebpackPlugin = require('html-webpack-plugin')

const { APP_MAP, DEV_PORTS, repoRoot } = require('./apps.cjs')
const { baseConfig, compressionPlugins, federationPlugin } = require('./base.cjs')
const { BootScriptPlugin } = require('./plugins/boot-script.cjs')
const { PROVIDE_RUNTIME_PLUGIN } = require('./plugins/lean-entry.cjs')
const { CopyPublicPlugin } = require('./plugins/copy-public.cjs')
const { PreloadStartupChunksPlugin } = require('./plugins/preload-startup-chunks.cjs')
const { serviceWorkerPlugin } = require('./service-worker.cjs')
const { sharedModules } = require('./shared-modules.cjs')

/**
 * The host: provides the singletons, bakes in no remote (they are registered
 * at run time from `/runtime-config.json`) and proxies `/api`, `/media`,
 * `/runtime-config.json` and `/remotes/*` to the API server in development.
 */
function hostConfig({
  dir,
  mode = 'production',
  apiOrigin = 'http://127.0.0.1:8080',
  devRemotes = [],
} = {}) {
  const isDev = mode !== 'production'
  const config = baseConfig({ dir, mode, publicPath: '/' })
  config.entry = { main: './src/main.ts' }
  config.plugins = [
    federationPlugin({
      name: 'vitrina_host',
      remotes: {},
      manifest: false,
      shared: sharedModules({ provide: true }),
      // Its federation runtime is the remotes' too: they load their lean
      // entry (plugins/lean-entry.cjs, host/src/app/lean-entry.ts).
      runtimePlugins: [PROVIDE_RUNTIME_PLUGIN],
    }),
    new HtmlWebpackPlugin({
      template: path.join(dir, 'public/index.html'),
      scriptLoading: 'defer',
      minify: isDev ? false : { collapseWhitespace: true, removeComments: true, minifyCSS: true },
    }),
    new CopyPublicPlugin(path.join(dir, 'public'), ['index.html']),
    ...(isDev
      ? []
      : [
          new BootScriptPlugin(path.join(dir, 'boot/boot.js')),
          new PreloadStartupChunksPlugin(),
          serviceWorkerPlugin(),
        ]),
    ...(isDev ? [] : compressionPlugins()),
  ]
  config.devServer = {
    port: Number(process.env.PORT) || DEV_PORTS.host,
    host: '::',
    allowedHosts: 'all',
    hot: false,
    liveReload: true,
    historyApiFallback: { index: '/index.html', disableDotRule: false },
    client: { overlay: { warnings: false, errors: true } },
    static: false,
    // One URL in development: the API (and the built remotes not being
    // developed) behind this server, the remotes being developed on their own
    // dev servers under the same /remotes/<name>/ paths as in production.
    proxy: [
      ...devRemotes.map((folder) => ({
        context: [`/remotes/${folder}/`],
        target: `http://127.0.0.1:${DEV_PORTS[folder]}`,
        pathRewrite: { [`^/remotes/${folder}`]: '' },
      })),
      {
        context: ['/api', '/media', '/runtime-config.json', '/remotes'],
        target: apiOrigin,
        changeOrigin: false,
        ws: true,
      },
    ],
    // A remote's rebuild reloads the host page too.
    watchFiles: APP_MAP.remotes
      .filter((remote) => devRemotes.includes(remote.name))
      .map((remote) => path.join(repoRoot, remote.dir, 'src/**/*')),
  }
  return config
}

module.exports = { hostConfig }
