import { randomUUID } from 'node:crypto'
import fsSync from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'

import { HttpError } from '../http-error.ts'

/** One stored object, as the orphan sweep sees it. */
export interface StoredObject {
  key: string
  lastModified: Date
}

/** An object read for `/media/`, or `notModified` when the client's ETag still holds. */
export type MediaRead =
  | { notModified: true; etag?: string }
  | { notModified: false; body: Readable; contentType: string; length?: number; etag?: string }

/**
 * Where uploaded images live. Keys are made by the server: `<storeId>/<uuid>.<ext>`
 * for the image a row names, and any variant of it (a resized copy, say) shares
 * the `<storeId>/<uuid>` stem, so removing an image removes every variant.
 *
 * The write protocol keeps "no row without its object": an object is complete
 * under its final key before its row commits. A crash in between leaves an
 * object without a row, which `sweepOrphans` removes once it is old enough.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3'
  /** URL of a stored file: under the public base URL when set, else `/media/<key>`. */
  urlFor(file: string): string
  /** Writes bytes under a new server-made key, complete or not at all, and returns the key. */
  write(storeId: number, data: Buffer, ext: string): Promise<string>
  /** Writes a WebP variant of the image `file` names, `width` px wide, complete or not at all; returns its key. */
  writeVariant(file: string, width: number, data: Buffer): Promise<string>
  /** The bytes of a stored object, or undefined when there is none. */
  readBytes(file: string): Promise<Buffer | undefined>
  /** Removes the image `file` names and every variant sharing its stem. */
  removeImage(file: string): Promise<void>
  /** Every object (and unfinished write) the store holds, for the orphan sweep. */
  list(): AsyncIterable<StoredObject>
  /** Removes exact keys (the sweep's orphans). */
  removeKeys(keys: string[]): Promise<void>
  /** Throws when the storage cannot be reached (readiness). */
  check(): Promise<void>
}

/**
 * Removes an image's files that no row names any more (after the commit that
 * dropped or replaced its row, or after a write that failed). A failure here
 * changes nothing the owner saved: the files are left to the orphan sweep
 * (media-sweep.ts), and the save still answers as it went.
 */
export async function removeLeftover(media: MediaStore, file: string): Promise<void> {
  await media.removeImage(file).catch((error: unknown) => {
    console.warn(`[media] ${file} left to the orphan sweep: ${(error as Error).message}`)
  })
}

/**
 * Whether a failed write surely rolled back: the app refused it (an
 * `HttpError`), or the database answered with an error of its own (a SQLSTATE,
 * on the error or, through drizzle, on its cause). A connection lost on the
 * way (a reply to `COMMIT` that never came) leaves the outcome unknown: the
 * row may have committed.
 */
export function rolledBack(error: unknown): boolean {
  if (error instanceof HttpError) return true
  const sqlState = (value: unknown) => {
    const code = (value as { code?: unknown } | undefined)?.code
    const severity = (value as { severity?: unknown } | undefined)?.severity
    return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string'
  }
  return sqlState(error) || sqlState((error as { cause?: unknown } | undefined)?.cause)
}

/**
 * After a write whose row did not (surely) commit: its new file goes, unless
 * the outcome is unknown (`rolledBack`), when a row may name it; then it is
 * left to the orphan sweep, which removes it only if no row does.
 */
export async function removeUnsaved(
  media: MediaStore,
  file: string,
  error: unknown,
): Promise<void> {
  if (rolledBack(error)) return removeLeftover(media, file)
  console.warn(`[media] ${file} left to the orphan sweep: the write's outcome is unknown`)
}

/** `<storeId>/<uuid>`: the part of a key every variant of one image shares. */
const STEM =
  /^(\d+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[.-][A-Za-z0-9._-]*)?$/

/** The image stem of a key, or undefined for keys this app did not make. */
export function stemOf(key: string): string | undefined {
  return STEM.exec(key)?.[1]
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream'
}

/** Keys are never reused, so every copy can be kept for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'

function mediaUrl(baseUrl: string | undefined, file: string): string {
  return baseUrl ? `${baseUrl.replace(/\/+$/, '')}/${file}` : `/media/${file}`
}

const newKey = (storeId: number, ext: string) => `${storeId}/${randomUUID()}.${ext}`

/** `<storeId>/<uuid>-<width>w.webp`: a variant shares its image's stem, so it goes with it. */
export function variantKey(file: string, width: number): string {
  const stem = stemOf(file)
  if (!stem || !Number.isInteger(width) || width < 1) {
    throw new Error(`No variant key for ${file} at ${width} px`)
  }
  return `${stem}-${width}w.webp`
}

/** An unfinished local write: a hidden `.tmp` file beside where the image will be. */
export const isTempKey = (key: string) => /(^|\/)\.[^/]*\.tmp$/.test(key)

/** What the readiness check writes: a page's worth, which a full disk refuses. */
const READY_PROBE = Buffer.alloc(8192)

/** Image files on local disk under `<dataDir>/media`; writes go through a hidden temp file and a rename. */
export class LocalMediaStore implements MediaStore {
  readonly kind = 'local'

  constructor(
    readonly dir: string,
    private readonly baseUrl?: string,
  ) {}

  urlFor(file: string): string {
    return mediaUrl(this.baseUrl, file)
  }

  async write(storeId: number, data: Buffer, ext: string): Promise<string> {
    const file = newKey(storeId, ext)
    await this.writeAt(file, data)
    return file
  }

  async writeVariant(file: string, width: number, data: Buffer): Promise<string> {
    const key = variantKey(file, width)
    await this.writeAt(key, data)
    return key
  }

  async readBytes(file: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.resolve(file))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }

  private async writeAt(file: string, data: Buffer): Promise<void> {
    const full = this.resolve(file)
    await fs.mkdir(path.dirname(full), { recursive: true })
    // A crash mid-write leaves only a hidden temp file (never served, swept later),
    // never a short image under a real name.
    const tmp = path.join(path.dirname(full), `.${randomUUID()}.tmp`)
    const handle = await fs.open(tmp, 'wx')
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    try {
      await fs.rename(tmp, full)
    } catch (error) {
      await fs.rm(tmp, { force: true })
      throw error
    }
  }

  async removeImage(file: string): Promise<void> {
    const stem = stemOf(file)
    if (!stem) {
      await fs.rm(this.resolve(file), { force: true })
      return
    }
    const folder = this.resolve(path.dirname(stem))
    const base = path.basename(stem)
    let names: string[]
    try {
      names = await fs.readdir(folder)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    await Promise.all(
      names
        .filter((name) => name.startsWith(base))
        .map((name) => fs.rm(path.join(folder, name), { force: true })),
    )
  }

  async *list(): AsyncIterable<StoredObject> {
    let entries: string[]
    try {
      entries = (await fs.readdir(this.dir, { recursive: true })) as string[]
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      const key = entry.split(path.sep).join('/')
      try {
        const stats = await fs.stat(path.join(this.dir, entry))
        if (stats.isFile()) yield { key, lastModified: stats.mtime }
      } catch {
        // Removed while listing: nothing to sweep.
      }
    }
  }

  async removeKeys(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.rm(this.resolve(key), { force: true })))
  }

  /**
   * Writes and removes a small file: a folder that is writable but whose disk
   * is full fails here (an access check, or an empty file, passed, and every
   * save failed while `/readyz` said ok). A hidden temp name: the orphan sweep
   * takes one left by a crash.
   */
  async check(): Promise<void> {
    const probe = path.join(this.dir, `.readyz-${randomUUID()}.tmp`)
    try {
      await fs.writeFile(probe, READY_PROBE)
    } finally {
      await fs.rm(probe, { force: true })
    }
  }

  resolve(file: string): string {
    const full = path.resolve(this.dir, file)
    if (!full.startsWith(path.resolve(this.dir) + path.sep)) {
      throw new Error(`Media path escapes the media dir: ${file}`)
    }
    return full
  }
}

export interface S3MediaOptions {
  bucket: string
  endpoint?: string
  region?: string
  forcePathStyle?: boolean
  baseUrl?: string
  /** Credentials; by default the SDK's chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, …). */
  credentials?: S3ClientConfig['credentials']
  /** Per attempt: to connect, and without a byte of answer (3 s and 10 s unless said). */
  timeouts?: { connectMs: number; idleMs: number }
}

/** The SDK's response body in Node: a stream with helpers to read it whole. */
interface StreamingBody {
  transformToByteArray(): Promise<Uint8Array>
}

/** Image objects in an S3-compatible bucket (AWS S3, MinIO, R2, …). */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3'
  readonly client: S3Client
  readonly bucket: string
  private readonly baseUrl?: string

  constructor(options: S3MediaOptions) {
    this.bucket = options.bucket
    this.baseUrl = options.baseUrl
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region ?? 'us-east-1',
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where S3 demands them: many compatible servers reject the rest.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // A storage that accepts connections and never answers: each attempt gives
      // up after 3 s to connect or 10 s without a byte, so an upload or a
      // `/media/` read fails with an answer (before: no answer for 60 s, then the
      // connection closed).
      requestHandler: {
        connectionTimeout: options.timeouts?.connectMs ?? 3_000,
        requestTimeout: options.timeouts?.idleMs ?? 10_000,
        // Without it the SDK only logs a warning when that time has passed, and waits on.
        throwOnRequestTimeout: true,
      },
    })
  }

  urlFor(file: string): string {
    return mediaUrl(this.baseUrl, file)
  }

  async write(storeId: number, data: Buffer, ext: string): Promise<string> {
    const key = newKey(storeId, ext)
    await this.put(key, data)
    return key
  }

  async writeVariant(file: string, width: number, data: Buffer): Promise<string> {
    const key = variantKey(file, width)
    await this.put(key, data)
    return key
  }

  async readBytes(file: string): Promise<Buffer | undefined> {
    const object = await this.read(file)
    if (!object || object.notModified) return undefined
    return Buffer.from(await (object.body as unknown as StreamingBody).transformToByteArray())
  }

  private async put(key: string, data: Buffer): Promise<void> {
    // A PUT is atomic: the object exists whole or not at all.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentTypeOf(key),
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    )
  }

  async removeImage(file: string): Promise<void> {
    const stem = stemOf(file)
    const keys = [file]
    if (stem) {
      for await (const object of this.listPrefix(stem)) {
        if (object.key !== file && stemOf(object.key) === stem) keys.push(object.key)
      }
    }
    await this.removeKeys(keys)
  }

  list(): AsyncIterable<StoredObject> {
    return this.listPrefix(undefined)
  }

  private async *listPrefix(prefix: string | undefined): AsyncIterable<StoredObject> {
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      )
      for (const object of page.Contents ?? []) {
        if (object.Key) {
          yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) }
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  async removeKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const chunk = keys.slice(i, i + 1000)
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true },
        }),
      )
      const failed = result.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? []
      if (failed.length > 0) {
        throw new Error(`Could not delete ${failed.length} media objects: ${failed[0]?.Code}`)
      }
    }
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }))
  }

  /** Reads an object for `/media/`; undefined when it does not exist. */
  async read(key: string, ifNoneMatch?: string): Promise<MediaRead | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, IfNoneMatch: ifNoneMatch }),
      )
      return {
        notModified: false,
        body: object.Body as Readable,
        contentType: contentTypeOf(key),
        length: object.ContentLength,
        etag: object.ETag,
      }
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
        ?.httpStatusCode
      if (status === 304) return { notModified: true, etag: ifNoneMatch }
      if (status === 404 || (error as Error).name === 'NoSuchKey') return undefined
      throw error
    }
  }
}

export interface MediaEnv {
  mediaDir: string
  mediaBaseUrl?: string
  s3?: Omit<S3MediaOptions, 'baseUrl'>
}

/** The configured driver: S3 when a bucket is set, else the local folder. */
export function createMediaStore(config: MediaEnv): MediaStore {
  if (config.s3) return new S3MediaStore({ ...config.s3, baseUrl: config.mediaBaseUrl })
  // A new data dir has no media folder yet; readiness checks that it exists.
  fsSync.mkdirSync(config.mediaDir, { recursive: true })
  return new LocalMediaStore(config.mediaDir, config.mediaBaseUrl)
}
