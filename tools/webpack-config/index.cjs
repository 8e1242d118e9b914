// The one webpack configuration of Vitrina's apps: the host and each remote
// call a factory from here so that federation, sharing, hashing and
// compression stay identical across independently deployed builds.
const fs = require('node:fs')
const path = require('node:path')
const zlib = require('node:zlib')

const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack')
const CompressionPlugin = require('compression-webpack-plugin')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const TerserPlugin = require('terser-webpack-plugin')

const repoRoot = path.resolve(__dirname, '../..')

/** The app map (`apps.json`): every web app, its folder and dev port. */
const APP_MAP = require('../../apps.json')

/** The remotes: federation name → folder under /remotes/. */
const REMOTES = Object.fromEntries(APP_MAP.remotes.map((r) => [r.federationName, r.name]))

/** Default dev-server port of each app (`pnpm dev`): `host` and each remote's name. */
const DEV_PORTS = {
  host: APP_MAP.host.devPort,
  ...Object.fromEntries(APP_MAP.remotes.map((r) => [r.name, r.devPort])),
}

function workspaceVersion(dir) {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')).version
}

/**
 * The singletons of docs/architecture.md. The host provides every one of them; a
 * remote's production build consumes them with `import: false`, so it never
 * ships a second React, router or Chakra (a remote is only ever shown inside
 * the host). Development builds keep a fallback so a remote runs standalone.
 */
function sharedModules({ provide }) {
  const vendor = (requiredVersion) => ({
    singleton: true,
    requiredVersion,
    ...(provide ? {} : { import: false }),
  })
  const workspace = (dir) => {
    const version = workspaceVersion(dir)
    return {
      singleton: true,
      version,
      requiredVersion: `^${version}`,
      ...(provide ? {} : { import: false }),
    }
  }
  return {
    react: vendor('^19.2.0'),
    'react/jsx-runtime': vendor('^19.2.0'),
    'react/jsx-dev-runtime': vendor('^19.2.0'),
    'react-dom': vendor('^19.2.0'),
    'react-dom/client': vendor('^19.2.0'),
    'react-router': vendor('^7.9.0'),
    'react-router-dom': vendor('^7.9.0'),
    jotai: vendor('^3.0.1'),
    i18next: vendor('^27.1.2'),
    'react-i18next': vendor('^18.0.1'),
    '@emotion/react': vendor('^11.14.0'),
    '@vitrina/shared': workspace('shared'),
    '@vitrina/ui': workspace('shared/ui'),
  }
}

function swcRule(isDev) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
          target: 'es2020',
        },
      },
    },
  }
}

function compressionPlugins() {
  const test = /\.(js|json|html|css|svg|txt|webmanifest)$/
  return [
    new CompressionPlugin({
      test,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      threshold: 512,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      threshold: 512,
      minRatio: 0.9,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ]
}

/** Settings common to every app; `dir` is the app's folder. */
function baseConfig({ dir, mode, publicPath }) {
  const isDev = mode !== 'production'
  return {
    mode: isDev ? 'development' : 'production',
    context: dir,
    devtool: isDev ? 'eval-cheap-module-source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        swcRule(isDev),
        {
          test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
          use: require.resolve('./pure-chakra-theme-loader.cjs'),
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: !isDev,
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          extractComments: false,
          terserOptions: { compress: { passes: 2 } },
        }),
      ],
      moduleIds: isDev ? 'named' : 'deterministic',
      chunkIds: isDev ? 'named' : 'deterministic',
    },
    performance: { hints: false },
    stats: isDev ? 'minimal' : 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  }
}

function federationPlugin(options) {
  return new ModuleFederationPlugin({
    dts: false,
    shareStrategy: 'loaded-first',
    ...options,
  })
}

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
    }),
    new HtmlWebpackPlugin({
      template: path.join(dir, 'public/index.html'),
      scriptLoading: 'defer',
      minify: isDev ? false : { collapseWhitespace: true, removeComments: true, minifyCSS: true },
    }),
    new CopyPublicPlugin(path.join(dir, 'public'), ['index.html']),
    ...(isDev ? [] : [new PreloadStartupChunksPlugin(), serviceWorkerPlugin()]),
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

/**
 * The host's server build (`dist-server/server.cjs`): the first view of
 * docs/first-view.md, rendered by the API's web plugin with react-dom/server
 * from the host's own shell components. One CommonJS file for Node with React,
 * Chakra and the shared package inside (no federation: nothing is loaded at
 * run time, and the remotes are never part of it).
 */
function hostServerConfig({ dir, mode = 'production' } = {}) {
  const config = baseConfig({ dir, mode, publicPath: '/' })
  config.name = 'server'
  config.target = 'node20'
  config.devtool = false
  config.entry = { server: './src/server/render-first-view.tsx' }
  config.output = {
    ...config.output,
    path: path.join(dir, 'dist-server'),
    filename: '[name].cjs',
    chunkFilename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  }
  config.optimization = { ...config.optimization, minimize: false, splitChunks: false }
  config.plugins = [new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })]
  return config
}

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

/**
 * Preloads, from index.html, the chunks every page needs before it renders:
 * the entry's dynamic `import('./bootstrap')` and the shared modules the host
 * provides. Without it they start only once main.js has downloaded and run.
 * Low priority, as main.js would ask for them: at the preload's default (high)
 * they go before main.js itself and delay the first paint (measured: FCP 1 s →
 * 3 s in Lighthouse). Chunks load as plain <script> tags (no
 * `crossOriginLoading`), so the preloads are reused.
 */
class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupChunksPlugin',
        (data) => {
          const { chunkGraph } = compilation
          const entryModules = [...compilation.entries.values()].flatMap((entry) =>
            entry.dependencies.map((dependency) => compilation.moduleGraph.getModule(dependency)),
          )
          const blocks = [
            ...entryModules.flatMap((module) => module?.blocks ?? []),
            ...[...compilation.modules]
              .filter((module) => module.constructor.name === 'ProvideSharedModule')
              .flatMap((module) => module.blocks),
          ]
          const files = new Set()
          for (const block of blocks) {
            for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file)
            }
          }
          const publicPath = compilation.outputOptions.publicPath
          data.headTags.push(
            ...[...files].sort().map((file) => ({
              tagName: 'link',
              voidTag: true,
              meta: { plugin: 'PreloadStartupChunksPlugin' },
              attributes: {
                rel: 'preload',
                as: 'script',
                fetchpriority: 'low',
                href: `${publicPath}${file}`,
              },
            })),
          )
          return data
        },
      )
    })
  }
}

/** Copies `public/` (except the HTML template) into the build as-is. */
class CopyPublicPlugin {
  constructor(from, skip) {
    this.from = from
    this.skip = new Set(skip)
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CopyPublicPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          if (!fs.existsSync(this.from)) return
          for (const file of walk(this.from)) {
            const rel = path.relative(this.from, file).split(path.sep).join('/')
            if (this.skip.has(rel)) continue
            compilation.fileDependencies.add(file)
            compilation.emitAsset(rel, new RawSource(fs.readFileSync(file)))
          }
        },
      )
    })
  }
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

module.exports = { hostConfig, hostServerConfig, remoteConfig, sharedModules, REMOTES, DEV_PORTS }
