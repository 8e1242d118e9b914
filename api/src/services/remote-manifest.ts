import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { SINGLETON_PACKAGES, singletonOf } from '@vitrina/shared/rules'
import semver from 'semver'

import { HttpError } from '../http-error.ts'
import { repoRoot } from '../paths.ts'

/**
 * The version of each singleton the host build provides: the package.json of
 * each as the host package resolves it (the versions its build bundles).
 * Packages it cannot find are left out.
 */
export function hostSharedVersions(hostDir = path.join(repoRoot, 'host')): Record<string, string> {
  const versions: Record<string, string> = {}
  for (const name of SINGLETON_PACKAGES) {
    const version = hostPackageVersion(name, hostDir)
    if (version) versions[name] = version
  }
  return versions
}

/**
 * The version of a package as the host resolves it (the one its build
 * bundles): its own or the shared package's dependency, else wherever Node's
 * resolution finds it. Subpaths such as react-dom/client share the package's
 * version. Undefined when it is not installed.
 */
export function hostPackageVersion(
  name: string,
  hostDir = path.join(repoRoot, 'host'),
): string | undefined {
  for (const base of [hostDir, path.join(repoRoot, 'shared')]) {
    try {
      const dir = path.join(base, 'node_modules', name)
      const file = readFileSync(path.join(dir, 'package.json'), 'utf8')
      return (JSON.parse(file) as { version: string }).version
    } catch {
      // Not a direct dependency of this folder; try the next one, then resolution.
    }
  }
  try {
    const main = createRequire(path.join(hostDir, 'package.json')).resolve(name)
    let dir = path.dirname(main)
    while (dir !== path.dirname(dir)) {
      try {
        const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
          name?: string
          version?: string
        }
        if (pkg.name === name && pkg.version) return pkg.version
      } catch {
        // Keep climbing.
      }
      dir = path.dirname(dir)
    }
  } catch {
    // Not installed: nothing to compare against.
  }
  return undefined
}

/**
 * Whether `version` satisfies the npm range `range` (npm's own rules, from the
 * `semver` package: `^`, `~`, comparisons, x-ranges, hyphen ranges, `||`,
 * prereleases only when the range names one). An unreadable version or range
 * counts as unsatisfied.
 */
export function satisfies(version: string, range: string): boolean {
  return semver.valid(version.trim()) !== null && semver.satisfies(version.trim(), range)
}

export interface FederationManifest {
  name: string
  metaData: {
    remoteEntry: { name: string; path?: string }
    buildInfo?: { buildVersion?: string; buildName?: string; buildTime?: string }
  }
  shared: { name: string; version?: string; requiredVersion?: string | false }[]
  exposes: { path: string }[]
}

export interface ManifestLimits {
  timeoutMs: number
  maxBytes: number
}

export const DEFAULT_MANIFEST_LIMITS: ManifestLimits = { timeoutMs: 5000, maxBytes: 1024 * 1024 }

const refuse = (code: string, detail: string) => new HttpError(422, code, detail)

/** A folder URL (ending in `/`) names the manifest inside it. */
export function manifestUrlOf(url: string): string {
  return url.endsWith('/') ? `${url}mf-manifest.json` : url
}

/**
 * Downloads a manifest: http/https only, within the time and size limits.
 * Resolves to the parsed JSON and the answer's `Last-Modified`.
 */
export async function fetchManifest(
  url: string,
  limits: ManifestLimits = DEFAULT_MANIFEST_LIMITS,
): Promise<{ json: unknown; lastModified: string | null }> {
  const unreachable = (why: string) =>
    refuse('manifest_unreachable', `No se pudo descargar el manifiesto ${url}: ${why}.`)
  let response: Response
  const signal = AbortSignal.timeout(limits.timeoutMs)
  try {
    response = await fetch(url, {
      signal,
      redirect: 'follow',
      headers: { accept: 'application/json' },
    })
  } catch (error) {
    const name = (error as Error).name
    throw unreachable(
      name === 'TimeoutError' || name === 'AbortError'
        ? `no respondió en ${limits.timeoutMs / 1000} s`
        : 'el servidor no responde',
    )
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {})
    throw unreachable(`respondió con HTTP ${response.status}`)
  }
  const declared = Number(response.headers.get('content-length'))
  if (declared > limits.maxBytes) {
    await response.body?.cancel().catch(() => {})
    throw tooLarge(url, limits)
  }
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength
      if (size > limits.maxBytes) {
        await response.body?.cancel().catch(() => {})
        throw tooLarge(url, limits)
      }
      chunks.push(chunk)
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw unreachable(
      (error as Error).name === 'TimeoutError'
        ? `no respondió en ${limits.timeoutMs / 1000} s`
        : 'la descarga se interrumpió',
    )
  }
  let json: unknown
  try {
    json = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw refuse('manifest_not_json', `${url} no es un JSON válido: no es un mf-manifest.json.`)
  }
  return { json, lastModified: response.headers.get('last-modified') }
}

function tooLarge(url: string, limits: ManifestLimits) {
  return refuse(
    'manifest_too_large',
    `El manifiesto ${url} supera ${Math.round(limits.maxBytes / 1024)} KB.`,
  )
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Checks that `json` is the federation manifest of `remote_<folder>` exposing
 * `./routes`, and that every singleton it requires is satisfied by the host's
 * version; throws a 422 with the reason otherwise.
 */
export function checkManifest(
  folder: string,
  json: unknown,
  hostVersions: Record<string, string>,
  otherFolders: readonly string[],
): FederationManifest {
  const expected = `remote_${folder}`
  const meta = isObject(json) ? json.metaData : null
  const entry = isObject(meta) ? meta.remoteEntry : null
  if (
    !isObject(json) ||
    typeof json.name !== 'string' ||
    !isObject(entry) ||
    typeof entry.name !== 'string' ||
    !Array.isArray(json.shared) ||
    !Array.isArray(json.exposes)
  ) {
    throw refuse(
      'not_a_federation_manifest',
      'El JSON no es un manifiesto de Module Federation (faltan name, metaData.remoteEntry, shared o exposes).',
    )
  }
  const manifest = json as unknown as FederationManifest
  if (manifest.name !== expected) {
    const other = otherFolders.find((name) => manifest.name === `remote_${name}`)
    throw refuse(
      'wrong_remote',
      other
        ? `El manifiesto es del remoto "${other}" (${manifest.name}), no de "${folder}".`
        : `El manifiesto es de "${manifest.name}", no del remoto "${folder}" (${expected}).`,
    )
  }
  if (!manifest.exposes.some((expose) => isObject(expose) && expose.path === './routes')) {
    throw refuse('missing_routes', `El remoto "${folder}" no expone "./routes".`)
  }
  const broken: string[] = []
  for (const shared of manifest.shared) {
    if (!isObject(shared) || typeof shared.name !== 'string') continue
    const pkg = singletonOf(shared.name)
    const required = shared.requiredVersion
    if (!pkg || typeof required !== 'string' || !required.trim()) continue
    const provided = hostVersions[pkg]
    if (provided && !satisfies(provided, required)) {
      broken.push(`${shared.name} ${required} (el host da ${provided})`)
    }
  }
  if (broken.length > 0) {
    throw refuse(
      'incompatible_shared',
      `El remoto requiere versiones que el host no ofrece: ${[...new Set(broken)].join('; ')}. ` +
        'Compílalo contra la versión mayor del host o publica antes un host compatible.',
    )
  }
  return manifest
}
