import path from 'node:path'

/** The `api/` folder, whatever the working directory. */
export const apiRoot = path.resolve(import.meta.dirname, '..')
export const repoRoot = path.resolve(apiRoot, '..')
export const migrationsFolder = path.join(apiRoot, 'drizzle')
export const defaultDataDir = path.join(repoRoot, 'data')
