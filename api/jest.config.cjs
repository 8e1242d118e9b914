const fs = require('node:fs')
const path = require('node:path')

const jestConfig = require('../jest.config.base.cjs')

/**
 * Names of the ESM-only packages reachable from `roots` (through their
 * dependencies). jest runs CommonJS, so @swc/jest must compile exactly these;
 * walking the tree keeps the list right when a dependency adds another one.
 */
function esmOnlyPackages(roots) {
  const found = new Set()
  const seen = new Set()
  const visit = (name, fromDir) => {
    let dir
    try {
      dir = fs.realpathSync(path.join(fromDir, name))
    } catch {
      return
    }
    if (seen.has(dir)) return
    seen.add(dir)
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
    if (pkg.type === 'module') found.add(name)
    const modulesDir = name.startsWith('@') ? path.dirname(path.dirname(dir)) : path.dirname(dir)
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, modulesDir)
  }
  for (const root of roots) visit(root, path.join(__dirname, 'node_modules'))
  return [...found]
}

const esmOnly = esmOnlyPackages(Object.keys(require('./package.json').dependencies))
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const pnpmNames = esmOnly.map((name) => escapeRe(name.replace('/', '+'))).join('|')

const base = jestConfig(__dirname, { node: true })

/**
 * Files whose tests never reach TEST_DATABASE_URL: their servers run on an
 * embedded database of their own, or they touch no database. The run on
 * PostgreSQL leaves them out instead of running them a second time.
 */
const EMBEDDED_ONLY = [
  '<rootDir>/test/server-log\\.test\\.ts$',
  '<rootDir>/test/lock\\.test\\.ts$',
  '<rootDir>/test/index-html\\.test\\.ts$',
  '<rootDir>/src/signup/config\\.test\\.ts$',
]

module.exports = {
  ...base,
  transformIgnorePatterns: [
    `/node_modules/(?!\\.pnpm/|${esmOnly.map((n) => `${escapeRe(n)}/`).join('|')})`,
    `/node_modules/\\.pnpm/(?!(${pnpmNames})@)`,
  ],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // file-type's Node entry is offered only under the "import" condition.
    '^file-type$': path.join(__dirname, 'node_modules/file-type/index.js'),
    // src/paths.ts reads import.meta, which CommonJS lacks.
    '^(\\.{1,2}/)+(src/)?paths\\.ts$': path.join(__dirname, 'test/support/paths.cjs'),
  },
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  // The cluster test runs alone, on PostgreSQL only (jest.cluster.config.cjs).
  testPathIgnorePatterns: [
    ...base.testPathIgnorePatterns,
    '<rootDir>/test/cluster/',
    ...(process.env.TEST_DATABASE_URL ? EMBEDDED_ONLY : []),
  ],
  testTimeout: 30000,
  maxWorkers: 2,
}
