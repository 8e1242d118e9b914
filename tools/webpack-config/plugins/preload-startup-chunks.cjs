// Part of the one webpack configuration of Vitrina's apps (see index.cjs).
const HtmlWebpackPlugin = require('html-webpack-plugin')

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
              // Federation's provide-shared modules, by their public module type.
              .filter((module) => module.type === 'provide-module')
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

module.exports = { PreloadStartupChunksPlugin }
