// jest runs the sources as CommonJS, where import.meta does not exist: same paths from __dirname.
const path = require('node:path')

const apiRoot = path.resolve(__dirname, '..', '..')
const repoRoot = path.resolve(apiRoot, '..')

module.exports = {
  apiRoot,
  repoRoot,
  migrationsFolder: path.join(apiRoot, 'drizzle'),
  defaultDataDir: path.join(repoRoot, 'data'),
}
