// Part of the one webpack configuration of Vitrina's apps (see index.cjs).
const fs = require('node:fs')

const HtmlWebpackPlugin = require('html-webpack-plugin')

/**
 * index.html starts with `boot.<hash>.js` (host/boot/boot.js) instead of the
 * entry: on a drawn page it loads `main` once the page has painted
 * (docs/first-view.md). `main` is preloaded at low priority meanwhile, so
 * it is there when asked for.
 */
class BootScriptPlugin {
  constructor(file) {
    this.file = file
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources
    compiler.hooks.thisCompilation.tap('BootScriptPlugin', (compilation) => {
      let bootFile = null
      compilation.hooks.processAssets.tap(
        {
          name: 'BootScriptPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const source = fs.readFileSync(this.file)
          compilation.fileDependencies.add(this.file)
          const hash = compiler.webpack.util.createHash(compilation.outputOptions.hashFunction)
          hash.update(source)
          bootFile = `boot.${hash.digest('hex').slice(0, 8)}.js`
          compilation.emitAsset(bootFile, new RawSource(source))
        },
      )
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'BootScriptPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath
          const entries = data.headTags.filter(
            (tag) => tag.tagName === 'script' && /\/main\.[\da-f]+\.js$/.test(tag.attributes.src),
          )
          if (entries.length !== 1 || !bootFile) {
            throw new Error('BootScriptPlugin: index.html must have exactly one main script')
          }
          const [entry] = entries
          const main = entry.attributes.src
          entry.attributes = { defer: true, src: `${publicPath}${bootFile}`, 'data-main': main }
          data.headTags.push({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'BootScriptPlugin' },
            attributes: { rel: 'preload', as: 'script', fetchpriority: 'low', href: main },
          })
          return data
        },
      )
    })
  }
}

module.exports = { BootScriptPlugin }
