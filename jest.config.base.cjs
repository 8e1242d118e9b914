// Shared jest settings: @swc/jest for TS/TSX, jsdom for the browser apps.
const path = require('node:path')

/** @param {string} dir the package folder; @param {{node?: boolean}} [opts] */
module.exports = function jestConfig(dir, opts = {}) {
  return {
    rootDir: dir,
    testEnvironment: opts.node ? 'node' : 'jsdom',
    cacheDirectory: path.join(__dirname, '.jest-cache'),
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [
      '/node_modules/(?!\\.pnpm/|jotai/|ky/)',
      '/node_modules/\\.pnpm/(?!(jotai|ky)@)',
    ],
    moduleNameMapper: {
      '\\.(css|png|jpg|jpeg|svg|webp)$': path.join(__dirname, 'tools/jest/file-stub.cjs'),
    },
    setupFilesAfterEnv: opts.node ? [] : [path.join(__dirname, 'tools/jest/setup-dom.ts')],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    testTimeout: 20000,
    ...opts.extra,
  }
}
