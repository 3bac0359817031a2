import type { Persistence, Snapshot } from './persistence'

/**
 * Keeps the mock database in IndexedDB with the plain browser API: one object store whose keys
 * are collection names (plus one key for the seed version), values the rows as they are.
 */
const STORE = 'collections'
const VERSION_KEY = '__seedVersion__'

export function indexedDbPersistence(databaseName = 'vantage-mock-db'): Persistence {
  let opening: Promise<IDBDatabase> | undefined
  const open = () => (opening ??= openDatabase(databaseName))

  return {
    async load() {
      const db = await open()
      const store = db.transaction(STORE, 'readonly').objectStore(STORE)
      const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())])
      const entries = new Map(keys.map((key, i) => [String(key), values[i]]))
      const seedVersion = entries.get(VERSION_KEY)
      if (typeof seedVersion !== 'number') return null
      entries.delete(VERSION_KEY)
      return { seedVersion, collections: Object.fromEntries(entries) as Snapshot['collections'] }
    },

    async saveAll(snapshot) {
      const db = await open()
      const tx = db.transaction(STORE, 'readwrite')
      const store = tx.objectStore(STORE)
      store.clear()
      for (const [name, rows] of Object.entries(snapshot.collections)) store.put(rows, name)
      store.put(snapshot.seedVersion, VERSION_KEY)
      await done(tx)
    },

    async saveCollection(name, rows) {
      const db = await open()
      const tx = db.transaction(STORE, 'readwrite')
      tx.objectStore(STORE).put(rows, name)
      await done(tx)
    },
  }
}

function openDatabase(name: string): Promise<IDBDatabase> {
  const opening = indexedDB.open(name, 1)
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE)
  return request(opening)
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'))
  })
}
