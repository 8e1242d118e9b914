// Part of the one webpack configuration of Vitrina's apps (see index.cjs).
const path = require('node:path')

const webpack = require('webpack')

const { baseConfig } = require('./base.cjs')

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
    // Always written, so its mtime marks the host's build as current (scripts/lib/builds.mjs).
    compareBeforeEmit: false,
    clean: true,
  }
  config.optimization = { ...config.optimization, minimize: false, splitChunks: false }
  config.plugins = [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })]
  return config
}

module.exports = { hostServerConfig }
