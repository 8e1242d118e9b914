/**
 * The journal of recent refresh-token rotations, shared by the store's tabs
 * in IndexedDB: which token each rotation used and the tokens it gave.
 *
 * Why not only localStorage: under the session lock a tab must see the token
 * the previous holder stored, but Chromium updates another tab's copy of
 * localStorage a moment after the write, lock or not. A tab that read the old
 * token there would send a used refresh token, which the server takes for a
 * leak and answers by ending the session in every tab. IndexedDB is read
 * through the browser, so what one tab committed before releasing the lock is
 * what the next one reads. localStorage stays the session's storage (the
 * spec's keys); this journal only says what a token became.
 *
 * Without IndexedDB (an old browser, a private mode that refuses it) every
 * call answers as an empty journal: the tabs behave as before.
 */

/** What a rotation gave: the access token and the next refresh token. */
export interface Rotation {
  accessToken: string
  refreshToken: string
}

const DATABASE = 'vitrina-session'
const STORE = 'rotations'
/** Enough for every tab of a store to catch up; older links are dropped. */
const KEPT = 8
/** A chain never gets longer than the journal; this bounds a corrupt one. */
const MAX_LINKS = KEPT + 1

interface Entry extends Rotation {
  from: string
  /** Its place in the journal: one more than the newest before it. */
  seq: number
}

function open(): Promise<IDBDatabase | null> {
  const factory = globalThis.indexedDB as IDBFactory | undefined
  if (!factory) return Promise.resolve(null)
  return new Promise((resolve) => {
    try {
      const request = factory.open(DATABASE, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'from' })
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => resolve(null)
      request.onblocked = () => resolve(null)
    } catch {
      resolve(null)
    }
  })
}

/** Runs `work` in one transaction; resolves once it has committed (null if it could not). */
async function transact<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | null> {
  const db = await open()
  if (!db) return null
  try {
    return await new Promise<T | null>((resolve) => {
      const transaction = db.transaction(STORE, mode)
      const request = work(transaction.objectStore(STORE))
      transaction.oncomplete = () => resolve(request ? request.result : null)
      transaction.onerror = () => resolve(null)
      transaction.onabort = () => resolve(null)
    })
  } catch {
    return null
  } finally {
    db.close()
  }
}

/**
 * Records that `from` was rotated into `rotation`, and keeps the journal
 * short. Resolves once committed, so call it before releasing the lock.
 */
export async function recordRotation(from: string, rotation: Rotation): Promise<void> {
  await transact('readwrite', (store) => {
    const all = store.getAll()
    all.onsuccess = () => {
      const entries = (all.result as Entry[]).sort((a, b) => b.seq - a.seq)
      store.put({ from, ...rotation, seq: (entries[0]?.seq ?? 0) + 1 } satisfies Entry)
      for (const old of entries.slice(KEPT - 1)) if (old.from !== from) store.delete(old.from)
    }
  })
}

/**
 * The newest tokens `token` led to through the journal's rotations, or null
 * when nobody rotated it (this tab's copy is the newest).
 */
export async function newestRotation(token: string): Promise<Rotation | null> {
  const entries = await transact<Entry[]>(
    'readonly',
    (store) => store.getAll() as IDBRequest<Entry[]>,
  )
  if (!entries?.length) return null
  const byFrom = new Map(entries.map((entry) => [entry.from, entry]))
  let newest: Entry | undefined
  for (let link = byFrom.get(token), n = 0; link && n < MAX_LINKS; n++) {
    newest = link
    link = byFrom.get(link.refreshToken)
  }
  return newest ? { accessToken: newest.accessToken, refreshToken: newest.refreshToken } : null
}

/** Forgets every rotation: the session has ended (a logout). */
export async function clearRotations(): Promise<void> {
  await transact('readwrite', (store) => {
    store.clear()
  })
}
