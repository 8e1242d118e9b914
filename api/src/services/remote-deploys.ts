import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { and, desc, eq, inArray } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { remoteCurrent, remoteDeploys } from '../db/schema.ts'
import { HttpError, notFound } from '../http-error.ts'
import {
  checkManifest,
  DEFAULT_MANIFEST_LIMITS,
  fetchManifest,
  type ManifestLimits,
  manifestUrlOf,
} from './remote-manifest.ts'

export type DeployRow = typeof remoteDeploys.$inferSelect

/** A remote's app-map name (`storefront`, `auth`, `admin`). */
export type RemoteFolder = string

export interface RemoteDeploysOptions {
  /**
   * Every remote of the app map, by name, with its URL from
   * `VITRINA_REMOTE_<NAME>_URL` or the built-in default. Only these names
   * can be deployed.
   */
  initial: Record<RemoteFolder, string>
  /** The version of each singleton the host provides. */
  hostVersions: Record<string, string>
  limits?: ManifestLimits
  /** How long a read of the current URLs is reused (every instance sees a change within this plus a query). */
  cacheMs?: number
  /** Local remote builds, to read the version of `/remotes/<name>/` URLs: folder → dist dir. */
  localDirs?: Partial<Record<string, string>>
}

export interface RemoteStatus {
  name: RemoteFolder
  manifest_url: string
  version: string | null
  build_time: string | null
  action: DeployRow['action']
  deployed_at: string
  replaced_url: string | null
  can_rollback: boolean
  history: HistoryEntry[]
}

export interface HistoryEntry {
  id: number
  manifest_url: string
  action: DeployRow['action']
  version: string | null
  build_time: string | null
  replaced_url: string | null
  client_address: string | null
  created_at: string
}

const HISTORY = 10

/**
 * Where each remote is served from, kept in the database so every instance
 * agrees: deploys validated against the host before they swap, rollbacks,
 * and a short-lived cache for the runtime config every page carries.
 */
export class RemoteDeploys {
  private cache: { at: number; urls: Record<RemoteFolder, string> } | null = null
  private reading: Promise<Record<RemoteFolder, string>> | null = null
  private readonly cacheMs: number
  private readonly limits: ManifestLimits
  private readonly names: readonly RemoteFolder[]

  constructor(
    private readonly db: Db,
    private readonly options: RemoteDeploysOptions,
  ) {
    this.cacheMs = options.cacheMs ?? 2000
    this.limits = options.limits ?? DEFAULT_MANIFEST_LIMITS
    this.names = Object.keys(options.initial)
  }

  private isRemote(name: string): boolean {
    return this.names.includes(name)
  }

  private unknownRemote(name: string) {
    return notFound(`El remoto "${name}" no existe. Remotos: ${this.names.join(', ')}.`)
  }

  /**
   * Brings the database in line with the environment at startup: a remote
   * with no entry yet, or whose configured URL changed since the last start,
   * gets an `env` entry and is served from it. Deploys made since the last
   * start with the same configuration stay current.
   */
  async seed(): Promise<void> {
    for (const [remote, url] of Object.entries(this.options.initial)) {
      const [lastEnv] = await this.db
        .select({ url: remoteDeploys.manifestUrl })
        .from(remoteDeploys)
        .where(and(eq(remoteDeploys.remote, remote), eq(remoteDeploys.action, 'env')))
        .orderBy(desc(remoteDeploys.id))
        .limit(1)
      const [current] = await this.db
        .select()
        .from(remoteCurrent)
        .where(eq(remoteCurrent.remote, remote))
      if (current && lastEnv?.url === url) continue
      const info = await this.localInfo(url)
      await this.swap(remote, { manifestUrl: url, action: 'env', ...info, clientAddress: null })
    }
    this.cache = null
  }

  /** The current URLs when known and at most `cacheMs` old, without waiting; else undefined. */
  freshUrls(): Record<RemoteFolder, string> | undefined {
    return this.cache && Date.now() - this.cache.at < this.cacheMs ? this.cache.urls : undefined
  }

  /** Each remote's current manifest URL, at most `cacheMs` old. */
  async currentUrls(): Promise<Record<RemoteFolder, string>> {
    if (this.cache && Date.now() - this.cache.at < this.cacheMs) return this.cache.urls
    this.reading ??= this.readUrls()
      .then((urls) => {
        this.cache = { at: Date.now(), urls }
        return urls
      })
      .catch((error: unknown) => {
        // A database hiccup keeps the last answer rather than breaking every page.
        if (this.cache) return this.cache.urls
        throw error
      })
      .finally(() => {
        this.reading = null
      })
    return this.reading
  }

  private async readUrls(): Promise<Record<RemoteFolder, string>> {
    const rows = await this.db
      .select({ remote: remoteCurrent.remote, url: remoteDeploys.manifestUrl })
      .from(remoteCurrent)
      .innerJoin(remoteDeploys, eq(remoteDeploys.id, remoteCurrent.deployId))
    const urls = { ...this.options.initial }
    for (const row of rows) if (this.isRemote(row.remote)) urls[row.remote] = row.url
    return urls
  }

  /**
   * Validates the remote build at `url` against this host and makes it
   * current; throws (and changes nothing) when it would break.
   */
  async deploy(name: string, url: string, clientAddress: string | null): Promise<RemoteStatus> {
    if (!this.isRemote(name)) throw this.unknownRemote(name)
    const manifestUrl = manifestUrlOf(url.trim())
    let parsed: URL
    try {
      parsed = new URL(manifestUrl)
    } catch {
      throw invalidUrl()
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw invalidUrl()
    const { json, lastModified } = await fetchManifest(manifestUrl, this.limits)
    const manifest = checkManifest(
      name,
      json,
      this.options.hostVersions,
      this.names.filter((other) => other !== name),
    )
    const build = manifest.metaData.buildInfo
    await this.swap(name, {
      manifestUrl,
      action: 'deploy',
      version: build?.buildVersion ?? null,
      buildTime: build?.buildTime ?? lastModified,
      clientAddress,
    })
    return this.status(name)
  }

  /** Makes current again the entry the current one replaced. */
  async rollback(name: string, clientAddress: string | null): Promise<RemoteStatus> {
    if (!this.isRemote(name)) throw this.unknownRemote(name)
    await this.db.transaction(async (tx) => {
      const current = await this.lockCurrent(tx as unknown as Db, name)
      const previous = current?.previousId
        ? (await tx.select().from(remoteDeploys).where(eq(remoteDeploys.id, current.previousId)))[0]
        : undefined
      if (!current || !previous) {
        throw new HttpError(
          409,
          'nothing_to_roll_back',
          `El remoto "${name}" no tiene un despliegue anterior al que volver.`,
        )
      }
      await this.insertCurrent(tx as unknown as Db, name, current, {
        manifestUrl: previous.manifestUrl,
        action: 'rollback',
        version: previous.version,
        buildTime: previous.buildTime,
        clientAddress,
        // Rolling back again goes one further back.
        previousId: previous.previousId,
      })
    })
    this.cache = null
    return this.status(name)
  }

  /** Every remote's current entry and its last deploys. */
  async list(): Promise<RemoteStatus[]> {
    return Promise.all(this.names.map((name) => this.status(name)))
  }

  async status(name: RemoteFolder): Promise<RemoteStatus> {
    const rows = await this.db
      .select()
      .from(remoteDeploys)
      .where(eq(remoteDeploys.remote, name))
      .orderBy(desc(remoteDeploys.id))
      .limit(HISTORY)
    const [pointer] = await this.db
      .select()
      .from(remoteCurrent)
      .where(eq(remoteCurrent.remote, name))
    let current = rows.find((row) => row.id === pointer?.deployId)
    if (!current && pointer) {
      ;[current] = await this.db
        .select()
        .from(remoteDeploys)
        .where(inArray(remoteDeploys.id, [pointer.deployId]))
    }
    const entry = (row: DeployRow): HistoryEntry => ({
      id: row.id,
      manifest_url: row.manifestUrl,
      action: row.action,
      version: row.version,
      build_time: row.buildTime,
      replaced_url: row.replacedUrl,
      client_address: row.clientAddress,
      created_at: row.createdAt.toISOString(),
    })
    return {
      name,
      manifest_url: current?.manifestUrl ?? this.options.initial[name] ?? '',
      version: current?.version ?? null,
      build_time: current?.buildTime ?? null,
      action: current?.action ?? 'env',
      deployed_at: (pointer?.changedAt ?? current?.createdAt ?? new Date()).toISOString(),
      replaced_url: current?.replacedUrl ?? null,
      can_rollback: Boolean(current?.previousId),
      history: rows.map(entry),
    }
  }

  private async swap(remote: RemoteFolder, next: Omit<NewEntry, 'previousId'>): Promise<void> {
    await this.db.transaction(async (tx) => {
      const current = await this.lockCurrent(tx as unknown as Db, remote)
      await this.insertCurrent(tx as unknown as Db, remote, current, {
        ...next,
        previousId: current?.id ?? null,
      })
    })
    this.cache = null
  }

  /** The current entry of `remote`, its pointer row locked until the transaction ends. */
  private async lockCurrent(tx: Db, remote: RemoteFolder): Promise<DeployRow | undefined> {
    const [pointer] = await tx
      .select()
      .from(remoteCurrent)
      .where(eq(remoteCurrent.remote, remote))
      .for('update')
    if (!pointer) return undefined
    const [row] = await tx
      .select()
      .from(remoteDeploys)
      .where(eq(remoteDeploys.id, pointer.deployId))
    return row
  }

  private async insertCurrent(
    tx: Db,
    remote: RemoteFolder,
    current: DeployRow | undefined,
    next: NewEntry,
  ): Promise<void> {
    const [row] = await tx
      .insert(remoteDeploys)
      .values({
        remote,
        manifestUrl: next.manifestUrl,
        action: next.action,
        version: next.version,
        buildTime: next.buildTime,
        replacedUrl: current?.manifestUrl ?? null,
        previousId: next.previousId,
        clientAddress: next.clientAddress,
      })
      .returning({ id: remoteDeploys.id })
    await tx
      .insert(remoteCurrent)
      .values({ remote, deployId: row!.id })
      .onConflictDoUpdate({
        target: remoteCurrent.remote,
        set: { deployId: row!.id, changedAt: new Date() },
      })
  }

  /** Version and build time of a build this server serves itself (`/remotes/<name>/…`). */
  private async localInfo(
    url: string,
  ): Promise<{ version: string | null; buildTime: string | null }> {
    const match = /^\/remotes\/([^/]+)\/mf-manifest\.json$/.exec(url)
    const dir = match ? this.options.localDirs?.[match[1]!] : undefined
    if (!dir) return { version: null, buildTime: null }
    try {
      const file = path.join(dir, 'mf-manifest.json')
      const manifest = JSON.parse(await readFile(file, 'utf8')) as {
        metaData?: { buildInfo?: { buildVersion?: string; buildTime?: string } }
      }
      const info = manifest.metaData?.buildInfo
      const built = info?.buildTime ?? (await stat(file)).mtime.toUTCString()
      return { version: info?.buildVersion ?? null, buildTime: built }
    } catch {
      return { version: null, buildTime: null }
    }
  }
}

interface NewEntry {
  manifestUrl: string
  action: DeployRow['action']
  version: string | null
  buildTime: string | null
  clientAddress: string | null
  previousId: number | null
}

const invalidUrl = () =>
  new HttpError(400, 'invalid', 'manifestUrl debe ser una URL http(s) absoluta.', {
    manifestUrl: ['Debe ser una URL http(s) absoluta de un mf-manifest.json o de su carpeta.'],
  })
