import { Collection, type Row } from './collection'
import type { Persistence, Snapshot } from './persistence'

/**
 * The mock database: typed collections, seeded deterministically, kept by a `Persistence`.
 *
 * Each domain declares its own collections with `defineCollections` in its handler module, so a
 * domain's seed code loads with the domain, the first time a call for it arrives. Whenever any seed
 * changes, raise SEED_VERSION: every browser that stored an older version then starts again from
 * the new seeds. (A new collection needs no raise: a collection the store lacks is seeded on its own.)
 */
export const SEED_VERSION = 5

/** How a domain declares a collection: what one row is called (in 404 answers) and its seed. */
interface CollectionSeed<T extends Row = Row> {
  /** "email" gives `{ error: 'No email with id 9' }` from `require(9)`. */
  row: string
  /** The rows a fresh profile starts with; the same on every call (no Math.random, no Date.now). */
  seed: () => T[]
}

type RowOf<S> = S extends CollectionSeed<infer T> ? T : never
type CollectionsOf<S extends Record<string, CollectionSeed>> = { readonly [N in keyof S]: Collection<RowOf<S[N]>> }

// Every collection declared so far (the domains loaded in this page), by name: names are the store's keys.
const registry = new Map<string, { collection: Collection<Row>; seed: () => Row[] }>()

let persistence: Persistence | undefined
// What the store held when the database opened: collections of domains that load later are read from it.
let stored: Snapshot | undefined
let opened: Promise<void> | undefined
// Writes are saved one after another, in order; `flushDb()` waits for the last one.
let writes: Promise<void> = Promise.resolve()

function save(task: (store: Persistence) => Promise<void>): void {
  const store = persistence
  if (!store) return
  writes = writes.then(() => task(store)).catch((error: unknown) => console.error('The mock database could not be saved', error))
}

/**
 * Declares a domain's collections: `const { emails } = defineCollections({ emails: { row: 'email', seed: seedEmails } })`.
 * If the database is open, they are filled at once from the store, or from their seeds when the
 * store has none (a fresh profile, a new domain); otherwise when it opens.
 */
export function defineCollections<S extends Record<string, CollectionSeed>>(seeds: S): CollectionsOf<S> {
  const collections: Record<string, Collection<Row>> = {}
  for (const [name, { row, seed }] of Object.entries(seeds)) {
    if (registry.has(name)) throw new Error(`The mock database already has a collection named "${name}"`)
    const collection = new Collection<Row>(name, row, (changed) => {
      const rows = [...changed.all()]
      save((store) => store.saveCollection(name, rows))
    })
    registry.set(name, { collection, seed })
    if (stored) fill(name)
    collections[name] = collection
  }
  return collections as unknown as CollectionsOf<S>
}

/** Loads one collection from the stored snapshot, or seeds it (and stores the seed) when the store lacks it. */
function fill(name: string): void {
  const { collection, seed } = registry.get(name)!
  // Trusted: the store only holds rows this code wrote, for the same seed version.
  const kept = stored?.collections[name] as Row[] | undefined
  if (kept) {
    collection.replaceAll(kept)
    return
  }
  const rows = seed()
  collection.replaceAll(rows)
  save((store) => store.saveCollection(name, rows))
}

/**
 * Opens the database kept by `store`: what it kept if its seed version is current; otherwise (a
 * fresh profile, or a seed that changed) it is emptied, and each collection starts from its seed.
 */
export function openDb(store: Persistence): Promise<void> {
  persistence = store
  stored = undefined
  opened = (async () => {
    const snapshot = await store.load()
    if (snapshot?.seedVersion === SEED_VERSION) {
      stored = snapshot
    } else {
      const empty: Snapshot = { seedVersion: SEED_VERSION, collections: {} }
      stored = empty
      save((s) => s.saveAll(empty))
    }
    for (const name of registry.keys()) fill(name)
  })()
  return opened
}

/** Resolves once `openDb` has loaded the data; handlers wait for it before they answer. */
export function dbOpened(): Promise<void> {
  if (!opened) return Promise.reject(new Error('The mock database is not open: call openDb() first.'))
  return opened
}

/**
 * Brings back the seed, dropping every change ("reset demo data"). Collections of domains not loaded
 * yet are dropped from the store, so they start from their seed when they load.
 */
export async function resetDb(): Promise<void> {
  await dbOpened()
  const snapshot: Snapshot = { seedVersion: SEED_VERSION, collections: {} }
  for (const [name, { collection, seed }] of registry) {
    const rows = seed()
    collection.replaceAll(rows)
    snapshot.collections[name] = rows
  }
  stored = snapshot
  save((store) => store.saveAll(snapshot))
  await flushDb()
}

/** Waits until every write so far is stored. */
export function flushDb(): Promise<void> {
  return writes
}

export type { Collection } from './collection'
export { memoryPersistence, type Persistence, type Snapshot } from './persistence'
export { indexedDbPersistence } from './indexedDb'
