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
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[]
}

/**
 * The answer per manifest URL, worked out once per build of the manifest (by
 * its mtime), not once per page; the same array comes back while it holds.
 */
const known = new Map<string, { mtimeMs: number | null; urls: string[] }>()

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
 * The URLs a remote needs before it can render: its manifest, then (when the
 * manifest is one this server serves, so it can be read here) the entry the
 * host will load and the sync chunks of `./routes`, resolved against the
 * manifest's folder. The entry is the lean one when the manifest names one
 * built for the federation runtime the host provides (the host's
 * `leanEntryFor` rule, host/src/app/lean-entry.ts), else the full one.
 */
export async function remoteAssets(
  manifestUrl: string,
  dirs: WebDirs,
  runtime: string | null = hostRuntimeVersion(),
): Promise<string[]> {
  const local = /^\/remotes\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl)
  const root = local && Object.hasOwn(dirs.remotes, local[1]!) ? dirs.remotes[local[1]!] : undefined
  const file = root ? path.join(root, 'mf-manifest.json') : null
  const mtimeMs = file ? mtimeOf(file) : null
  const key = `${file ?? ''}\n${manifestUrl}\n${runtime ?? ''}`
  const kept = known.get(key)
  if (kept && kept.mtimeMs === mtimeMs) return kept.urls
  const manifest = file && mtimeMs !== null ? await readManifest(file) : null
  const urls = manifest ? assetUrls(manifestUrl, manifest, runtime) : [manifestUrl]
  // An unreadable manifest is tried again on the next page.
  if (manifest || mtimeMs === null) known.set(key, { mtimeMs, urls })
  return urls
}

async function readManifest(file: string): Promise<FederationManifest | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as FederationManifest
  } catch {
    return null
  }
}

function assetUrls(
  manifestUrl: string,
  manifest: FederationManifest,
  runtime: string | null,
): string[] {
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)
  const lean = manifest.metaData?.leanRemoteEntry
  const full = manifest.metaData?.remoteEntry
  const entry = runtime && full?.name && lean?.runtimeCore === runtime ? lean : full
  const routes = manifest.exposes?.find((expose) => expose.path === './routes')
  const files = [
    entry?.name ? path.posix.join(entry.path ?? '', entry.name) : null,
    ...(routes?.assets?.js?.sync ?? []),
  ]
  return [
    manifestUrl,
    ...files.filter((file): file is string => Boolean(file)).map((file) => folder + file),
  ]
}
