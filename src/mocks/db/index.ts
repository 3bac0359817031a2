import { Collection, type Row } from './collection'
import type { Persistence, Snapshot } from './persistence'
import { seedAutocompleteItems } from './autocomplete'
import { seedDatatableRows } from './datatables'
import { seedEmails } from './emails'
import { seedPages } from './pages'
import { seedSearchContacts, seedSearchFiles } from './searchItems'
import { seedUsers } from './users'

/**
 * The mock database: typed collections, seeded deterministically, kept by a `Persistence`.
 *
 * To add a collection, add its seed function to `seeds` and its collection to `db` below.
 * Whenever any seed changes, raise SEED_VERSION:
 * every browser that stored an older version then starts again from the new seed.
 */
export const SEED_VERSION = 5

const seeds = {
  users: seedUsers,
  datatableRows: seedDatatableRows,
  autocompleteItems: seedAutocompleteItems,
  pages: seedPages,
  searchFiles: seedSearchFiles,
  searchContacts: seedSearchContacts,
  emails: seedEmails,
} satisfies Record<string, () => Row[]>

type Seeds = typeof seeds
type Name = keyof Seeds
type RowOf<N extends Name> = ReturnType<Seeds[N]>[number]

let persistence: Persistence | undefined
let opened: Promise<void> | undefined
// Writes are saved one after another, in order; `flushDb()` waits for the last one.
let writes: Promise<void> = Promise.resolve()

function save(task: () => Promise<void>): void {
  writes = writes.then(task).catch((error: unknown) => console.error('The mock database could not be saved', error))
}

function createCollection<N extends Name>(name: N): Collection<RowOf<N>> {
  return new Collection<RowOf<N>>(name, (collection) => {
    const rows = [...collection.all()]
    save(() => persistence?.saveCollection(name, rows) ?? Promise.resolve())
  })
}

/** The collections, e.g. `db.users.find((u) => u.email === email)`. */
export const db: { [N in Name]: Collection<RowOf<N>> } = {
  users: createCollection('users'),
  datatableRows: createCollection('datatableRows'),
  autocompleteItems: createCollection('autocompleteItems'),
  pages: createCollection('pages'),
  searchFiles: createCollection('searchFiles'),
  searchContacts: createCollection('searchContacts'),
  emails: createCollection('emails'),
}

const names = Object.keys(seeds) as Name[]

function seedAll(): Snapshot {
  const collections: Snapshot['collections'] = {}
  for (const name of names) collections[name] = seed(name)
  return { seedVersion: SEED_VERSION, collections }
}

/** Fills one collection from its seed and returns the rows. */
function seed<N extends Name>(name: N): RowOf<N>[] {
  // Generic over the name, so each collection is checked against its own seed's rows.
  const rows = seeds[name]() as RowOf<N>[]
  db[name].replaceAll(rows)
  return rows
}

/**
 * Loads the database from `store`: what it kept if its seed version is current, the seed otherwise
 * (a fresh profile, or a seed that changed). A collection the store lacks is seeded on its own.
 */
export function openDb(store: Persistence): Promise<void> {
  persistence = store
  opened = (async () => {
    const stored = await store.load()
    if (!stored || stored.seedVersion !== SEED_VERSION) {
      const snapshot = seedAll()
      save(() => store.saveAll(snapshot))
      return
    }
    for (const name of names) {
      const rows = stored.collections[name]
      if (rows) {
        load(name, rows)
      } else {
        const rows = seed(name)
        save(() => store.saveCollection(name, rows))
      }
    }
  })()
  return opened
}

// Trusted: the store only holds rows this code wrote, for the same seed version.
function load<N extends Name>(name: N, rows: unknown[]): void {
  db[name].replaceAll(rows as RowOf<N>[])
}

/** Resolves once `openDb` has loaded the data; handlers wait for it before they answer. */
export function dbOpened(): Promise<void> {
  if (!opened) return Promise.reject(new Error('The mock database is not open: call openDb() first.'))
  return opened
}

/** Brings back the seed, dropping every change ("reset demo data"). */
export async function resetDb(): Promise<void> {
  await dbOpened()
  const snapshot = seedAll()
  save(() => persistence?.saveAll(snapshot) ?? Promise.resolve())
  await flushDb()
}

/** Waits until every write so far is stored. */
export function flushDb(): Promise<void> {
  return writes
}

export { memoryPersistence, type Persistence, type Snapshot } from './persistence'
export { indexedDbPersistence } from './indexedDb'
export { toAuthUser, type UserRecord } from './users'
export { toPageItem, type PageRecord } from './pages'
export { mailboxOwner, type EmailRecord } from './emails'
