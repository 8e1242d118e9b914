import { statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { hostPackageVersion } from '../services/remote-manifest.ts'
import type { WebDirs } from './app-map.ts'

interface FederationManifest {
  metaData?: {
    remoteEntry?: { name?: string; path?: string }
    /** The entry that runs on the host's federation runtime (the one this host loads). */
    leanRemoteEntry?: { name?: string; path?: string; runtimeCore?: string }
  }
  exposes?: { path?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[]
}

/** A manifest's answers: the URLs every page needs, and those of each page with a chunk of its own. */
interface Assets {
  mtimeMs: number | null
  urls: string[]
  /** By path segment (`producto`): `urls` plus that page's chunk. */
  pages: Map<string, string[]>
}

/**
 * The answers per manifest URL, worked out once per build of the manifest (by
 * its mtime), not once per page; the same arrays come back while it holds.
 * Bounded by the manifests and their pages, whatever paths are asked for.
 */
const known = new Map<string, Assets>()

/** A sync stat (a few µs on a cached inode): no thread-pool round trip on every page. */
function mtimeOf(file: string): number | null {
  try {
    const info = statSync(file)
    return info.isFile() ? info.mtimeMs : null
  } catch {
    return null
  }
}

/**
 * The federation runtime version the host build provides to lean entries: the
 * version of @module-federation/enhanced the host bundles, which is what
 * `tools/webpack-config/plugins/lean-entry.cjs` writes into a remote's
 * manifest as `runtimeCore`. Read once; null when it is not installed.
 */
let hostRuntime: string | null | undefined
const hostRuntimeVersion = () =>
  (hostRuntime ??= hostPackageVersion('@module-federation/enhanced') ?? null)

/**
 * The URLs a remote needs before it can render `pathname`: its manifest, then
 * (when the manifest is one this server serves, so it can be read here) the
 * entry the host will load, the sync chunks of `./routes` and the chunk of the
 * page at `pathname` when the remote gives that page one, resolved against the
 * manifest's folder. The entry is the lean one when the manifest names one
 * built for the federation runtime the host provides (the host's
 * `leanEntryFor` rule, host/src/app/lean-entry.ts), else the full one. A
 * page's chunk is the async chunk of `./routes` named `route-<segment>` after
 * the path's first segment (`/producto/x` → `route-producto.<hash>.js`,
 * remote-storefront/src/lib/lazy-page.tsx): without its preload the page's
 * code would be asked for only once the routes chunk has run.
 */
export async function remoteAssets(
  manifestUrl: string,
  dirs: WebDirs,
  pathname = '/',
  runtime: string | null = hostRuntimeVersion(),
): Promise<string[]> {
  const local = /^\/remotes\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl)
  const root = local && Object.hasOwn(dirs.remotes, local[1]!) ? dirs.remotes[local[1]!] : undefined
  const file = root ? path.join(root, 'mf-manifest.json') : null
  const mtimeMs = file ? mtimeOf(file) : null
  const key = `${file ?? ''}\n${manifestUrl}\n${runtime ?? ''}`
  let assets = known.get(key)
  if (!assets || assets.mtimeMs !== mtimeMs) {
    const manifest = file && mtimeMs !== null ? await readManifest(file) : null
    assets = manifest
      ? assetUrls(manifestUrl, manifest, runtime, mtimeMs)
      : { mtimeMs, urls: [manifestUrl], pages: new Map() }
    // An unreadable manifest is tried again on the next page.
    if (manifest || mtimeMs === null) known.set(key, assets)
  }
  const segment = /^\/([^/]+)/.exec(pathname)?.[1]
  return (segment !== undefined && assets.pages.get(segment)) || assets.urls
}

async function readManifest(file: string): Promise<FederationManifest | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as FederationManifest
  } catch {
    return null
  }
}

/** A page's chunk: `route-<first path segment>.<hash>.js` (remote-storefront/src/lib/lazy-page.tsx). */
const PAGE_CHUNK = /^route-([a-z0-9-]+)\.[^/]*\.js$/

function assetUrls(
  manifestUrl: string,
  manifest: FederationManifest,
  runtime: string | null,
  mtimeMs: number | null,
): Assets {
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)
  const lean = manifest.metaData?.leanRemoteEntry
  const full = manifest.metaData?.remoteEntry
  const entry = runtime && full?.name && lean?.runtimeCore === runtime ? lean : full
  const routes = manifest.exposes?.find((expose) => expose.path === './routes')
  const files = [
    entry?.name ? path.posix.join(entry.path ?? '', entry.name) : null,
    ...(routes?.assets?.js?.sync ?? []),
  ]
  const urls = [
    manifestUrl,
    ...files.filter((file): file is string => Boolean(file)).map((file) => folder + file),
  ]
  const pages = new Map<string, string[]>()
  for (const chunk of routes?.assets?.js?.async ?? []) {
    const segment = PAGE_CHUNK.exec(chunk)?.[1]
    if (segment && !pages.has(segment)) pages.set(segment, [...urls, folder + chunk])
  }
  return { mtimeMs, urls, pages }
}
