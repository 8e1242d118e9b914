/**
 * The app map (`apps.json` at the repository root): every web app, and for
 * each remote its federation name, dev port and the paths it owns. These
 * functions take the map as an argument so that the browser (which bundles
 * the JSON) and the server (which reads it from disk) share one rule.
 */
export interface RemoteApp {
  /** Short name: the folder under `/remotes/` and `VITRINA_REMOTE_<NAME>_URL`. */
  name: string
  package: string
  /** The app's folder in the repository. */
  dir: string
  /** The federation container's name (`remote_<name>`). */
  federationName: string
  devPort: number
  /** Paths it renders: an exact path, or a prefix ending in `/*` that also matches the prefix itself. */
  paths: string[]
}

export interface AppMap {
  host: { package: string; dir: string; devPort: number }
  remotes: RemoteApp[]
}

function normalize(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? ''
  if (path === '' || path === '/') return '/'
  return path.replace(/\/+$/, '')
}

function owns(pattern: string, path: string): boolean {
  if (!pattern.endsWith('/*')) return normalize(pattern) === path
  const prefix = pattern.slice(0, -2)
  return path === prefix || path.startsWith(`${prefix}/`)
}

/** The remote that renders `pathname`, or null when no remote owns it. */
export function remoteForPath(map: AppMap, pathname: string): RemoteApp | null {
  const path = normalize(pathname)
  return map.remotes.find((remote) => remote.paths.some((pattern) => owns(pattern, path))) ?? null
}
