import type { Row } from './collection'
import { keeps, nextIdAfter, type DbMessage, type Persistence, type SeedStamp, type StoredRows } from './persistence'

/**
 * Keeps the mock database in IndexedDB with the plain browser API, one row per entry, so that every
 * tab's writes land side by side (IndexedDB runs overlapping read-write transactions one after
 * another). Stores:
 * - `rows`: key `[collection, id]`, value the row as it is;
 * - `collections`: key the collection's name, value `true` once the collection is seeded;
 * - `counters`: key the collection's name, value the next id no tab has; never lowered, not even by a reset;
 * - `meta`: key `seedVersion` (with the scenario, see `SeedVersion`), key `seedDay` (the day the data is seeded for, ./clock.ts).
 * The other tabs hear of each write on a BroadcastChannel named after the database.
 */
const ROWS = 'rows'
const COLLECTIONS = 'collections'
const COUNTERS = 'counters'
const META = 'meta'
const ALL = [ROWS, COLLECTIONS, COUNTERS, META]
const SEED_VERSION_KEY = 'seedVersion'
const SEED_DAY_KEY = 'seedDay'
// Version 1 kept each collection whole under its name; its data is dropped and the seeds start again.
const SCHEMA_VERSION = 2

export function indexedDbPersistence(databaseName = 'vantage-mock-db'): Persistence {
  let opening: Promise<IDBDatabase> | undefined
  const transaction = async <T>(stores: string[], work: (tx: IDBTransaction) => Promise<T>): Promise<T> => {
    const db = await (opening ??= openDatabase(databaseName))
    return inTransaction(db.transaction(stores, 'readwrite'), work)
  }

  return {
    open: (stamp, anyDay) =>
      transaction(ALL, async (tx) => {
        const meta = tx.objectStore(META)
        const [version, day] = await Promise.all([request<unknown>(meta.get(SEED_VERSION_KEY)), request<unknown>(meta.get(SEED_DAY_KEY))])
        const stored = { version, day }
        if (keeps(stored, stamp, anyDay)) return { day: stored.day, dropped: false }
        clearAll(tx, stamp)
        return { day: stamp.day, dropped: stored.version !== undefined }
      }),

    loadOrSeed: (name, seed) =>
      transaction(ALL, async (tx) => {
        if ((await request(tx.objectStore(COLLECTIONS).getKey(name))) === undefined) await store(tx, name, seed())
        return rowsOf(tx, name)
      }),

    loadRows: (name, ids) =>
      transaction([ROWS], (tx) => Promise.all(ids.map(async (id) => [id, await request(tx.objectStore(ROWS).get([name, id]))] as StoredRows[number]))),

    reseed: (name, rows) =>
      transaction(ALL, async (tx) => {
        tx.objectStore(ROWS).delete(collectionRange(name))
        await store(tx, name, rows)
      }),

    reset: (stamp, seeds) =>
      transaction(ALL, async (tx) => {
        clearAll(tx, stamp)
        for (const [name, rows] of Object.entries(seeds)) await store(tx, name, rows)
      }),

    reserveIds: (name, count) =>
      transaction([ROWS, COUNTERS], async (tx) => {
        // The counter decides, but never below an id in use (a counter lost or broken by hand).
        const last = await request(tx.objectStore(ROWS).openKeyCursor(collectionRange(name), 'prev'))
        const first = nextIdAfter(await request(tx.objectStore(COUNTERS).get(name)), last ? [(last.key as unknown[])[1]] : [])
        tx.objectStore(COUNTERS).put(first + count, name)
        return first
      }),

    // `add`, not `put`: should an id ever come twice, the second write fails instead of replacing a row.
    insert: (name, row) =>
      transaction([ROWS], async (tx) => {
        tx.objectStore(ROWS).add(row, [name, row.id])
      }),

    update: (name, id, changes) =>
      transaction([ROWS], async (tx) => {
        const current: unknown = await request(tx.objectStore(ROWS).get([name, id]))
        if (current === undefined) return undefined
        const row = { ...(current as object), ...changes, id }
        tx.objectStore(ROWS).put(row, [name, id])
        return row
      }),

    remove: (name, id) =>
      transaction([ROWS], async (tx) => {
        tx.objectStore(ROWS).delete([name, id])
      }),

    connect: (listener) => {
      const channel = new BroadcastChannel(databaseName)
      channel.onmessage = (event: MessageEvent<DbMessage>) => listener(event.data)
      return { post: (message) => channel.postMessage(message), close: () => channel.close() }
    },
  }
}

/** Every key of a collection, whatever the type of its id part (a broken entry is found too). */
const collectionRange = (name: string) => IDBKeyRange.bound([name], [name, []])

async function rowsOf(tx: IDBTransaction, name: string): Promise<StoredRows> {
  const rows = tx.objectStore(ROWS)
  const [keys, values] = await Promise.all([request(rows.getAllKeys(collectionRange(name))), request(rows.getAll(collectionRange(name)))])
  return keys.map((key, i) => [(key as unknown[])[1], values[i]])
}

/** Writes a collection's rows (to a collection emptied before), marks it seeded and raises its counter past them. */
async function store(tx: IDBTransaction, name: string, rows: Row[]): Promise<void> {
  for (const row of rows) tx.objectStore(ROWS).put(row, [name, row.id])
  tx.objectStore(COLLECTIONS).put(true, name)
  const counter: unknown = await request(tx.objectStore(COUNTERS).get(name))
  tx.objectStore(COUNTERS).put(nextIdAfter(counter, rows.map((row) => row.id)), name)
}

/** Empties every collection (the counters stay) and stamps the seed version and day. */
function clearAll(tx: IDBTransaction, stamp: SeedStamp): void {
  tx.objectStore(ROWS).clear()
  tx.objectStore(COLLECTIONS).clear()
  tx.objectStore(META).put(stamp.version, SEED_VERSION_KEY)
  tx.objectStore(META).put(stamp.day, SEED_DAY_KEY)
}

function openDatabase(name: string): Promise<IDBDatabase> {
  const opening = indexedDB.open(name, SCHEMA_VERSION)
  opening.onupgradeneeded = () => {
    const db = opening.result
    for (const old of [...db.objectStoreNames]) db.deleteObjectStore(old)
    for (const store of ALL) db.createObjectStore(store)
  }
  opening.onblocked = () => console.warn('The mock database waits for other tabs of the app, open with older code, to close.')
  return request(opening).then((db) => {
    // A tab with newer code upgrading the store is not kept waiting by this one.
    db.onversionchange = () => db.close()
    return db
  })
}

/** Runs `work` in `tx` and answers its result once the transaction has committed; any failure undoes it all. */
async function inTransaction<T>(tx: IDBTransaction, work: (tx: IDBTransaction) => Promise<T>): Promise<T> {
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'))
  })
  try {
    const result = await work(tx)
    await committed
    return result
  } catch (error) {
    committed.catch(() => undefined)
    tryAbort(tx)
    throw error
  }
}

function tryAbort(tx: IDBTransaction): void {
  try {
    tx.abort()
  } catch {
    // Already finished.
  }
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}
