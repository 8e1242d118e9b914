// Part of the one webpack configuration of Vitrina's apps (see index.cjs).
const fs = require('node:fs')
const path = require('node:path')

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

module.exports = { CopyPublicPlugin }
