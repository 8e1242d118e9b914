import { sql } from 'drizzle-orm'
import fp from 'fastify-plugin'

import type { Db } from '../db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Merges what product writes added to the search's indexes. */
    searchIndexes: SearchIndexes
  }
}

/**
 * The search's GIN indexes (products' trigrams, the store's words and their
 * edit keys) take new entries into a pending list first (`fastupdate`), and
 * every search through them reads that list whole until a VACUUM merges it.
 * PGlite runs no autovacuum, so on the embedded database the list only ever
 * grew: with 16,000 words of a store in it, one search of eight words took
 * 30 s (0.9 s once merged), holding the database's one connection for every
 * store. On PostgreSQL autovacuum merges it, late.
 *
 * After a catalogue write this merges the lists (`gin_clean_pending_list`,
 * in bulk, as a VACUUM would), at most one merge at a time: a write during
 * one asks for another after it. It runs after the write's answer; an empty
 * list costs a read of each index's first page.
 */
export class SearchIndexes {
  private running: Promise<void> | null = null
  private again = false

  constructor(
    private readonly db: Pick<Db, 'execute'>,
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Merges the pending entries soon. */
  flushSoon(): void {
    if (this.running) {
      this.again = true
      return
    }
    this.running = this.flush()
      .catch(this.failed)
      .finally(() => {
        this.running = null
        if (this.again) {
          this.again = false
          this.flushSoon()
        }
      })
  }

  /** Merges every pending entry of the catalogue's GIN indexes now. */
  async flush(): Promise<void> {
    await this.db.execute(sql`select gin_clean_pending_list(i.indexrelid)
      from pg_index i
        join pg_class c on c.oid = i.indexrelid
        join pg_am a on a.oid = c.relam
      where a.amname = 'gin'
        and i.indrelid in ('products'::regclass, 'product_search_words'::regclass)`)
  }

  /** Until no merge is running (the app waits for it before closing the database). */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }
}

/** `app.searchIndexes`, merged once at start (what an earlier run left) and idle before the database closes. */
export const searchIndexesPlugin = fp(
  async (app) => {
    const indexes = new SearchIndexes(app.db, (error) =>
      app.log.warn({ err: error }, 'search indexes: merging their pending entries failed'),
    )
    app.decorate('searchIndexes', indexes)
    app.addHook('onReady', async () => indexes.flushSoon())
    app.addHook('onClose', async () => indexes.idle())
  },
  { name: 'search-indexes', dependencies: ['db'] },
)
