import { statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { WebDirs } from './app-map.ts'

interface FederationManifest {
  metaData?: {
    remoteEntry?: { name?: string; path?: string }
    /** The entry that runs on the host's federation runtime (the one this host loads). */
    leanRemoteEntry?: { name?: string; path?: string }
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
 * The URLs a remote needs before it can render: its manifest, then (when the
 * manifest is one this server serves, so it can be read here) its entry (the
 * lean one when it publishes one: the host provides the federation runtime
 * and loads that) and the sync chunks of `./routes`, resolved against the
 * manifest's folder.
 */
export async function remoteAssets(manifestUrl: string, dirs: WebDirs): Promise<string[]> {
  const local = /^\/remotes\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl)
  const root = local && Object.hasOwn(dirs.remotes, local[1]!) ? dirs.remotes[local[1]!] : undefined
  const file = root ? path.join(root, 'mf-manifest.json') : null
  const mtimeMs = file ? mtimeOf(file) : null
  const key = `${file ?? ''}\n${manifestUrl}`
  const kept = known.get(key)
  if (kept && kept.mtimeMs === mtimeMs) return kept.urls
  const manifest = file && mtimeMs !== null ? await readManifest(file) : null
  const urls = manifest ? assetUrls(manifestUrl, manifest) : [manifestUrl]
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

function assetUrls(manifestUrl: string, manifest: FederationManifest): string[] {
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)
  const entry = manifest.metaData?.leanRemoteEntry ?? manifest.metaData?.remoteEntry
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
