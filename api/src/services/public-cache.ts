import { createHash } from 'node:crypto'

import { LRUCache } from 'lru-cache'

/** One cached public answer of one store: the bytes sent and their strong ETag. */
export interface CachedAnswer {
  storeId: number
  /** What the answer shows (`p:<product id>`): a change to one of them drops it. */
  tags?: readonly string[]
  body: Buffer
  etag: string
  contentType: string
}

export interface PublicCacheOptions {
  /** Most answers held, across all stores. */
  maxEntries?: number
  /** Most body bytes held, across all stores. */
  maxBytes?: number
  /** Most stores held as found by their subdomain (`getStore`). */
  maxStores?: number
  /** Most values derived from a store's data held (`kept`), across all stores. */
  maxKept?: number
}

export const DEFAULT_PUBLIC_CACHE: Required<PublicCacheOptions> = {
  maxEntries: 20_000,
  maxBytes: 64 * 1024 * 1024,
  maxStores: 5_000,
  maxKept: 20_000,
}

/** The strong ETag of a body: its SHA-1, quoted. */
export const etagOf = (body: Buffer | string) =>
  `"${createHash('sha1').update(body).digest('base64url')}"`

/** A store as `getStore` keeps it: anything with the store's id. */
export interface StoreEntry {
  id: number
}

interface KeptValue {
  storeId: number
  value: unknown
}

/** Freezes an object and everything it holds (a kept store is shared by requests). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const item of Object.values(value)) deepFreeze(item)
  }
  return value
}

/** Per-entry bookkeeping besides the body, counted against `maxBytes`. */
const ENTRY_OVERHEAD = 128

/**
 * Answers that are the same for everyone who asks, per store and name (the
 * API path of a public read, or any other name such as a page's HTML), bounded
 * in entries and bytes with least-recently-used eviction.
 *
 * Keys always include the store's subdomain and entries remember the store's
 * id, so one store's answers are never served for another and a write drops
 * exactly its store's entries. A read that was under way while a store
 * changed is not stored (its answer may be older than the change): callers
 * take a `ticket()` before reading the database and hand it to `set()`.
 * While `suspend()`ed (no way to hear of other instances' writes) nothing is
 * served or stored.
 */
export class PublicCache {
  private readonly entries: LRUCache<string, CachedAnswer>
  private readonly keysByStore = new Map<number, Set<string>>()
  /** Per store, the keys of the answers that show each tag. */
  private readonly keysByTag = new Map<number, Map<string, Set<string>>>()
  /** Stores by subdomain (the tenant plugin's lookup), and the subdomain each is kept under. */
  private readonly stores: LRUCache<string, StoreEntry>
  private readonly subdomainOfStore = new Map<number, string>()
  /** Values derived from a store's data (`keep`), by store and key, and each store's keys. */
  private readonly values: LRUCache<string, KeptValue>
  private readonly valueKeysByStore = new Map<number, Set<string>>()
  private epoch = 0
  private active = true

  constructor(options: PublicCacheOptions = {}) {
    const { maxEntries, maxBytes, maxStores, maxKept } = { ...DEFAULT_PUBLIC_CACHE, ...options }
    this.values = new LRUCache<string, KeptValue>({
      max: maxKept,
      dispose: (entry, key) => {
        const keys = this.valueKeysByStore.get(entry.storeId)
        keys?.delete(key)
        if (keys?.size === 0) this.valueKeysByStore.delete(entry.storeId)
      },
    })
    this.stores = new LRUCache<string, StoreEntry>({
      max: maxStores,
      dispose: (entry, subdomain) => {
        if (this.subdomainOfStore.get(entry.id) === subdomain)
          this.subdomainOfStore.delete(entry.id)
      },
    })
    this.entries = new LRUCache<string, CachedAnswer>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => entry.body.length + key.length + ENTRY_OVERHEAD,
      dispose: (entry, key) => {
        const keys = this.keysByStore.get(entry.storeId)
        keys?.delete(key)
        if (keys?.size === 0) this.keysByStore.delete(entry.storeId)
        const tagged = this.keysByTag.get(entry.storeId)
        for (const tag of entry.tags ?? []) {
          const tagKeys = tagged?.get(tag)
          tagKeys?.delete(key)
          if (tagKeys?.size === 0) tagged!.delete(tag)
        }
        if (tagged?.size === 0) this.keysByTag.delete(entry.storeId)
      },
    })
  }

  private static key(subdomain: string, name: string): string {
    return `${subdomain}\n${name}`
  }

  /** False while suspended: answers are neither served nor stored. */
  get enabled(): boolean {
    return this.active
  }

  get size(): number {
    return this.entries.size
  }

  /** Grows on every invalidation (a write here, a notification, a reconnect). */
  get generation(): number {
    return this.epoch
  }

  get bytes(): number {
    return this.entries.calculatedSize
  }

  get(subdomain: string, name: string): CachedAnswer | undefined {
    return this.active ? this.entries.get(PublicCache.key(subdomain, name)) : undefined
  }

  /** Marks the start of a read whose answer may be passed to `set()`. */
  ticket(): number {
    return this.epoch
  }

  /**
   * The answer with its ETag; kept for later reads unless the cache is
   * suspended or some store changed since `ticket` was taken.
   */
  set(
    ticket: number,
    subdomain: string,
    name: string,
    storeId: number,
    body: Buffer | string,
    contentType: string,
    tags?: readonly string[],
  ): CachedAnswer {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body
    const entry: CachedAnswer = {
      storeId,
      body: bytes,
      etag: etagOf(bytes),
      contentType,
      ...(tags && tags.length > 0 ? { tags } : {}),
    }
    if (!this.active || ticket !== this.epoch) return entry
    const key = PublicCache.key(subdomain, name)
    this.entries.set(key, entry)
    // lru-cache refuses an entry bigger than maxSize; only index what it kept.
    if (this.entries.has(key)) {
      let keys = this.keysByStore.get(storeId)
      if (!keys) this.keysByStore.set(storeId, (keys = new Set()))
      keys.add(key)
      if (entry.tags) {
        let tagged = this.keysByTag.get(storeId)
        if (!tagged) this.keysByTag.set(storeId, (tagged = new Map()))
        for (const tag of entry.tags) {
          let tagKeys = tagged.get(tag)
          if (!tagKeys) tagged.set(tag, (tagKeys = new Set()))
          tagKeys.add(key)
        }
      }
    }
    return entry
  }

  /**
   * The store a subdomain names, as a lookup kept with `setStore` found it;
   * undefined when not kept (a subdomain no store has is never kept).
   */
  getStore<T extends StoreEntry>(subdomain: string): T | undefined {
    return this.active ? (this.stores.get(subdomain) as T | undefined) : undefined
  }

  /**
   * Keeps a store found by its subdomain, frozen (every request of that store
   * shares it), unless suspended or some store changed since `ticket`. A
   * change to the store itself (`invalidate` without tags: its settings, its
   * theme) drops it, as it drops the store's answers.
   */
  setStore(ticket: number, subdomain: string, store: StoreEntry): void {
    if (!this.active || ticket !== this.epoch) return
    this.stores.set(subdomain, deepFreeze(store))
    this.subdomainOfStore.set(store.id, subdomain)
  }

  /** A value kept with `keep` for a store, while nothing in the store changed. */
  kept<T>(storeId: number, key: string): T | undefined {
    return this.active ? (this.values.get(`${storeId}\n${key}`)?.value as T | undefined) : undefined
  }

  /**
   * Keeps a value derived from a store's data (a search word's terms),
   * frozen, unless suspended or some store changed since `ticket`. Any change
   * to the store but a sale's (`invalidate` without tags) drops it.
   */
  keep(ticket: number, storeId: number, key: string, value: unknown): void {
    if (!this.active || ticket !== this.epoch) return
    const full = `${storeId}\n${key}`
    this.values.set(full, { storeId, value: deepFreeze(value) })
    let keys = this.valueKeysByStore.get(storeId)
    if (!keys) this.valueKeysByStore.set(storeId, (keys = new Set()))
    keys.add(full)
  }

  /**
   * Drops every answer of one store, or with `tags` only the answers that
   * show one of them (a sale changes one product's stock: the rest of the
   * catalogue stays cached, and so does the store).
   */
  invalidate(storeId: number, tags?: readonly string[]): void {
    this.epoch++
    if (tags) {
      const tagged = this.keysByTag.get(storeId)
      if (!tagged) return
      const keys = new Set(tags.flatMap((tag) => [...(tagged.get(tag) ?? [])]))
      for (const key of keys) this.entries.delete(key)
      return
    }
    const subdomain = this.subdomainOfStore.get(storeId)
    if (subdomain !== undefined) this.stores.delete(subdomain)
    for (const key of [...(this.valueKeysByStore.get(storeId) ?? [])]) this.values.delete(key)
    const keys = this.keysByStore.get(storeId)
    if (!keys) return
    for (const key of [...keys]) this.entries.delete(key)
    this.keysByStore.delete(storeId)
    this.keysByTag.delete(storeId)
  }

  /** Drops everything. */
  clear(): void {
    this.epoch++
    this.entries.clear()
    this.keysByStore.clear()
    this.keysByTag.clear()
    this.stores.clear()
    this.values.clear()
  }

  /** Empties the cache and stops serving or storing until `resume()`. */
  suspend(): void {
    this.active = false
    this.clear()
  }

  /** Starts again from empty (whatever changed meanwhile was not heard of). */
  resume(): void {
    this.clear()
    this.active = true
  }
}
