// Part of the one webpack configuration of Vitrina's apps (see index.cjs).
const fs = require('node:fs')
const path = require('node:path')

const { APP_MAP, repoRoot } = require('./apps.cjs')

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'))

/** The version ranges the host declares for what it provides (its package.json). */
const hostDependencies = readJson(
  path.join(repoRoot, APP_MAP.host.dir, 'package.json'),
).dependencies

/** A third-party singleton: the package whose declared range applies to it. */
const VENDOR = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  // Released in lockstep with react-router-dom, which brings it.
  'react-router': 'react-router-dom',
  'react-router-dom': 'react-router-dom',
  jotai: 'jotai',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  '@emotion/react': '@emotion/react',
}

/**
 * Vendor singletons the host provides from a module of its own that re-exports
 * part of the package (vendor/): React Router's declarative mode and the data
 * router the host renders, not its server code (both names are one module, so
 * one instance); react-i18next without `Trans`.
 */
const hostDir = path.join(repoRoot, APP_MAP.host.dir)
const reactRouterDir = path.dirname(
  require.resolve('react-router/package.json', {
    paths: [path.dirname(require.resolve('react-router-dom/package.json', { paths: [hostDir] }))],
  }),
)
const CURATED = {
  'react-router': path.join(__dirname, 'vendor/react-router.mjs'),
  'react-router-dom': path.join(__dirname, 'vendor/react-router.mjs'),
  'react-i18next': path.join(__dirname, 'vendor/react-i18next.mjs'),
}
/** What the curated modules import the real packages as (resolve.alias of every app). */
const vendorAliases = {
  'react-router-source$': path.join(reactRouterDir, 'dist/production/index.mjs'),
  'react-i18next-source$': path.join(
    path.dirname(require.resolve('react-i18next/package.json', { paths: [hostDir] })),
    'dist/es/index.js',
  ),
}
const installedVersion = (pkg) =>
  readJson(require.resolve(`${pkg}/package.json`, { paths: [hostDir] })).version

/** Our own singletons: package name → folder. They follow semver (docs/shared-contract.md). */
const WORKSPACE = { '@vitrina/shared': 'shared', '@vitrina/ui': 'shared/ui' }

/**
 * The singletons of docs/architecture.md. The host provides every one of them; a
 * remote's production build consumes them with `import: false`, so it never
 * ships a second React, router or Chakra (a remote is only ever shown inside
 * the host). Development builds keep a fallback so a remote runs standalone.
 */
function sharedModules({ provide }) {
  const vendor = (id, requiredVersion) => ({
    singleton: true,
    requiredVersion,
    ...(!provide
      ? { import: false }
      : CURATED[id]
        ? { import: CURATED[id], version: installedVersion(VENDOR[id]) }
        : {}),
  })
  const workspace = (dir) => {
    const { version } = readJson(path.join(repoRoot, dir, 'package.json'))
    return {
      singleton: true,
      version,
      requiredVersion: `^${version}`,
      ...(provide ? {} : { import: false }),
    }
  }
  const range = (pkg) => {
    const declared = hostDependencies[pkg]
    if (!declared) throw new Error(`${APP_MAP.host.dir}/package.json does not declare ${pkg}`)
    return declared
  }
  return {
    ...Object.fromEntries(Object.entries(VENDOR).map(([id, pkg]) => [id, vendor(id, range(pkg))])),
    ...Object.fromEntries(Object.entries(WORKSPACE).map(([id, dir]) => [id, workspace(dir)])),
  }
}

module.exports = { sharedModules, vendorAliases }
