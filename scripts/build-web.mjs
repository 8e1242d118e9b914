// Builds the web apps whose dist/ is missing or stale; `--force` builds all four.
import { ensureBuilt } from './lib/builds.mjs'

try {
  ensureBuilt({ force: process.argv.includes('--force') })
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
