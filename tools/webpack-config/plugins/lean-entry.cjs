// Part of the one webpack configuration of Vitrina's apps (see index.cjs).

/**
 * A production remote's two entries (docs/first-view.md, "One federation
 * runtime"). `remoteEntry.js` is the lean one, which runs on the host's
 * federation runtime: the file a current host loads, so whatever watches,
 * caches or blocks a remote by its `remoteEntry.js` sees the real thing.
 * `remoteEntry.full.js` brings its own runtime, for hosts that provide none
 * (the 1.0.0 release's); the manifest's `metaData.remoteEntry` names it.
 */
const LEAN_ENTRY = 'remoteEntry.js'
const FULL_ENTRY = 'remoteEntry.full.js'

/**
 * The federation runtime the lean entry expects from the host: the version
 * the host's `provideExternalRuntime` plugin announces, which is the version
 * of @module-federation/enhanced (pinned, one for all apps).
 */
const RUNTIME_CORE_VERSION = JSON.parse(
  require('node:fs').readFileSync(
    require('node:path').join(
      require.resolve('@module-federation/enhanced'),
      '../../../package.json',
    ),
    'utf8',
  ),
).version

/**
 * The runtime plugin that publishes the host's federation runtime as the
 * global `_FEDERATION_RUNTIME_CORE` the lean entries use. It is what
 * `experiments.provideExternalRuntime` adds, but its ES module build: the
 * CommonJS one that option picks imports a second copy of the runtime
 * (CommonJS), which doubled the host's `main` (96 KB to 194 KB raw).
 */
const PROVIDE_RUNTIME_PLUGIN = require
  .resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [require.resolve('@module-federation/enhanced')],
  })
  .replace(/index\.cjs$/, 'index.js')

/**
 * Names the lean entry in the remote's `mf-manifest.json` as
 * `metaData.leanRemoteEntry` ({name, path, runtimeCore}). Hosts that do not
 * read the field load `metaData.remoteEntry` (the full entry) as before.
 * Runs after the manifest is written and before it is compressed.
 */
class LeanEntryManifestPlugin {
  constructor(manifestFile) {
    this.manifestFile = manifestFile
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('LeanEntryManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'LeanEntryManifestPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
          // The manifest is emitted by a later tap of this stage: take it
          // when it is added, before the compression plugin sees it.
          additionalAssets: true,
        },
        (assets) => {
          if (!Object.hasOwn(assets, this.manifestFile)) return
          const asset = compilation.getAsset(this.manifestFile)
          if (!asset) return
          const manifest = JSON.parse(asset.source.source().toString())
          manifest.metaData.leanRemoteEntry = {
            name: LEAN_ENTRY,
            path: manifest.metaData.remoteEntry?.path ?? '',
            runtimeCore: RUNTIME_CORE_VERSION,
          }
          compilation.updateAsset(
            this.manifestFile,
            new sources.RawSource(JSON.stringify(manifest, null, 2)),
          )
          this.updated = true
        },
      )
    })
    compiler.hooks.afterEmit.tap('LeanEntryManifestPlugin', (compilation) => {
      if (!this.updated) compilation.errors.push(new Error(`No ${this.manifestFile} to update`))
      this.updated = false
    })
  }
}

/**
 * Drops the lean compilation's own manifest (and its compressed copies): it
 * is only there so that the chunks are named as the full entry's.
 */
class DropAssetsPlugin {
  constructor(test) {
    this.test = test
  }

  apply(compiler) {
    const { Compilation } = compiler.webpack
    compiler.hooks.thisCompilation.tap('DropAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DropAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (this.test.test(file)) compilation.deleteAsset(file)
          }
        },
      )
    })
  }
}

module.exports = {
  DropAssetsPlugin,
  FULL_ENTRY,
  LEAN_ENTRY,
  LeanEntryManifestPlugin,
  PROVIDE_RUNTIME_PLUGIN,
  RUNTIME_CORE_VERSION,
}
