// `pnpm test:cluster`: two API processes over PostgreSQL (TEST_DATABASE_URL)
// and an S3 server, one test file, run on its own.
const config = require('./jest.config.cjs')

module.exports = {
  ...config,
  testMatch: ['<rootDir>/test/cluster/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 120000,
  maxWorkers: 1,
}
