// Part of the one webpack configuration of Vitrina's apps (see index.cjs).
const path = require('node:path')
const zlib = require('node:zlib')

const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack')
const CompressionPlugin = require('compression-webpack-plugin')
const TerserPlugin = require('terser-webpack-plugin')

const { vendorAliases } = require('./shared-modules.cjs')

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
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: vendorAliases },
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

module.exports = { baseConfig, compressionPlugins, federationPlugin }
