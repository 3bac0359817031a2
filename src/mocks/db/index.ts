import type { z } from 'zod'
import { HttpError } from '@/mocks/httpErrors'
import { fixedClock, localToday, setSeedDay, type Day } from './clock'
import { Collection, type CollectionWrites, type Row } from './collection'
import type { DbChannel, DbMessage, Persistence, SeedVersion, StoredRows } from './persistence'
import { scenarioRows, type CopyRow, type Scenario } from './scenarios'

/**
 * The mock database: typed collections, seeded deterministically, kept by a `Persistence` one row
 * at a time and shared by every tab of the browser.
 *
 * Each domain declares its own collections with `defineCollections` in its handler module, so a
 * domain's seed code loads with the domain, the first time a call for it arrives. Whenever any seed
 * changes, raise SEED_VERSION: every browser that stored an older version then starts again from
 * the new seeds. (A new collection needs no raise: a collection the store lacks is seeded on its own.
 * A renamed one does: a store of the old names would keep their rows, and under a name reused for
 * another collection hand it rows of the wrong shape. Version 10 renamed the accounts `users` →
 * `accounts` and the users app's people `userList` → `users`. Version 12 seeds every date relative to the
 * day of the data, kept with it. Version 13 numbers the search index's pages in the menu's order and
 * replaces demo content that belonged to other products.)
 * The seeding scenario (./scenarios.ts) is kept with the version: a store seeded in another one starts
 * again too, and switching scenario (`reset(scenario)`) reseeds every tab.
 * So is the day the data is seeded for (./clock.ts): with the real clock (`clock` null) a store keeps
 * its day; with a fixed one, a store of another day starts again; `reset(scenario, clock)` reseeds
 * every tab for the clock's day.
 *
 * Many tabs are one user: each tab holds the rows in memory (handlers read them at once), writes
 * each change to the shared store in its own transaction, and tells the other tabs which rows
 * changed; they read those rows back and tell the app (`onDbChange`), which refreshes its screens.
 */
export const SEED_VERSION = 19

/** How a domain declares a collection: what one row is called (in 404 answers), its schema and its seed. */
interface CollectionSeed<T extends Row = Row> {
  /** "email" gives `{ error: 'No email with id 9' }` from `require(9)`. */
  row: string
  /** What a stored row must be: rows read from the store are checked with it, and so is every write. */
  schema: z.ZodType<T>
  /**
   * The rows a fresh profile starts with, for `day` (./clock.ts): every date relative to it, and the
   * same rows on every call for the same day (no Math.random, no Date.now).
   */
  seed: (day: Day) => T[]
  /**
   * Only for a list a screen shows (users, invoices, mails): makes a copy of a seed row, so the
   * `large` and `huge` scenarios hold many, and `empty` none (see ./scenarios.ts). Without it the
   * collection is seeded the same in every scenario (accounts, settings, the profile).
   */
  copy?: CopyRow<T>
}

/** A declaration of any rows (a `copy` takes its own rows only); `Consistent` then ties each one's parts together. */
type AnyCollectionSeed = Omit<CollectionSeed, 'copy'> & { copy?: (row: never, n: number) => Row }
type RowOf<S> = S extends { seed: (day: Day) => (infer T)[] } ? T : never
type CollectionsOf<S extends Record<string, AnyCollectionSeed>> = { readonly [N in keyof S]: Collection<RowOf<S[N]>> }
/** Each declaration's schema and copy describe the rows of its own seed. */
type Consistent<S extends Record<string, AnyCollectionSeed>> = { [N in keyof S]: CollectionSeed<RowOf<S[N]>> }

/** What another tab changed, once this tab has read it back: the collections, and whether it was a reset. */
export interface DbChange {
  collections: string[]
  reset: boolean
}

/** A write of this tab that is not stored yet: re-applied over rows read from the store meanwhile. */
type PendingWrite = { id: number; row: Row } | { id: number; changes: object } | { id: number; removed: true }

/**
 * How many ids a tab sets aside at a time, and how few left make it set aside more. A handler adds
 * a row or two per call, and more arrive long before these run out.
 */
const ID_BLOCK = 20
const ID_LOW = 10

interface Entry {
  collection: Collection<Row>
  schema: z.ZodType<Row>
  seed: (day: Day) => Row[]
  copy: CopyRow<Row> | undefined
  pending: PendingWrite[]
  /** This tab's ids for new rows: `next` up to (not including) `end`, then the block from `spare` (set aside while `refilling`). */
  ids: { next: number; end: number; spare: number | undefined; refilling: boolean }
}

/** One tab's database. The app has one (the functions below); tests make two to play two tabs. */
export class MockDatabase {
  private readonly registry = new Map<string, Entry>()
  private readonly listeners = new Set<(change: DbChange) => void>()
  private store: Persistence | undefined
  private channel: DbChannel | undefined
  // What the seeds are grown or emptied to: set by open and reset, and by another tab's reset.
  private scenario: Scenario = 'default'
  // The clock the data is seeded by (a fixed day, or null: the real day), and the day it is seeded for.
  private clock: Day | null = null
  private day: Day = localToday()
  // Everything that touches the store runs in this one line, in order: opening, loading, writes, reloads.
  private queue: Promise<unknown> = Promise.resolve()
  private opened: Promise<void> | undefined
  // What the other tabs said changed, not read back yet ('all': the whole collection).
  private incoming = new Map<string, Set<number> | 'all'>()
  private incomingReset = false
  private reloading = false

  /**
   * Declares a domain's collections: `defineCollections({ emails: { row: 'email', schema: Email, seed: seedEmails } })`.
   * If the database is open, they are loaded from the store at once (seeded when the store has
   * none: a fresh profile, a new domain), and `dbOpened()` waits for them; otherwise when it opens.
   */
  defineCollections<S extends Record<string, AnyCollectionSeed>>(seeds: S & Consistent<S>): CollectionsOf<S> {
    const collections: Record<string, Collection<Row>> = {}
    for (const [name, { row, schema, seed, copy }] of Object.entries(seeds as Record<string, CollectionSeed>)) {
      if (this.registry.has(name)) throw new Error(`The mock database already has a collection named "${name}"`)
      const entry: Entry = { schema, seed, copy, pending: [], ids: noIds(), collection: new Collection<Row>(name, row, this.writesOf(name)) }
      this.registry.set(name, entry)
      if (this.store) this.opened = this.enqueue(() => this.load(name, entry))
      collections[name] = entry.collection
    }
    return collections as unknown as CollectionsOf<S>
  }

  /**
   * Opens the database kept by `store`: what it kept if its seed version and scenario are these, and
   * its day is the `clock`'s (any day with the real clock, null); otherwise (a fresh profile, a seed
   * that changed, another scenario, another fixed day) it is emptied, each collection starts from its
   * seed in `scenario` for the clock's day (today with the real clock), and the other tabs are told to
   * read it back. The clock defaults to the `clock` setting.
   */
  open(store: Persistence, scenario: Scenario = 'default', clock: Day | null = fixedClock() ?? null): Promise<void> {
    this.channel?.close()
    this.store = store
    this.scenario = scenario
    this.clock = clock
    this.channel = store.connect((message) => this.receive(message))
    this.incoming.clear()
    this.incomingReset = false
    for (const entry of this.registry.values()) {
      entry.pending = []
      entry.ids = noIds()
    }
    this.opened = this.enqueue(async () => {
      const { day, dropped } = await store.open({ version: seedVersionOf(scenario), day: clock ?? localToday() }, clock === null)
      this.useDay(day)
      for (const [name, entry] of this.registry) await this.load(name, entry)
      if (dropped) this.channel?.post({ kind: 'reset', scenario, day, clock })
    })
    return this.opened
  }

  /** Resolves once the database and every collection declared so far are loaded; handlers wait for it. */
  ready(): Promise<void> {
    if (!this.opened) return Promise.reject(new Error('The mock database is not open: call openDb() first.'))
    return this.opened
  }

  /**
   * Brings back the seed, dropping every change ("reset demo data"), in every tab: the seed of the
   * current scenario, or of `scenario`, which then becomes every tab's, for the day of the current
   * clock (today with the real one), or of `clock` (a fixed day, or null: the real day), which then
   * becomes every tab's too. Collections of domains not loaded yet are dropped from the store, so they
   * start from their seed when they load.
   */
  async reset(scenario: Scenario = this.scenario, clock: Day | null = this.clock): Promise<void> {
    await this.ready()
    const store = this.connected()
    await this.enqueue(async () => {
      const switched = scenario !== this.scenario
      this.scenario = scenario
      this.clock = clock
      this.useDay(clock ?? localToday())
      // The collections declared so far. One declared while the store resets is not among them: its
      // own load, queued after this, seeds it (the reset dropped whatever the store had of it).
      const entries = [...this.registry]
      const seeds = Object.fromEntries(entries.map(([name, entry]) => [name, this.seedOf(entry)]))
      await store.reset({ version: seedVersionOf(scenario), day: this.day }, seeds)
      for (const [name, entry] of entries) {
        this.replaceRows(entry, seeds[name]!)
        if (switched) await this.takeFirstIds(name, entry)
      }
      this.channel?.post({ kind: 'reset', scenario, day: this.day, clock })
    })
  }

  /** The day the data is seeded for (./clock.ts). */
  seedDay(): Day {
    return this.day
  }

  /** Every collection declared so far, with its schema and whether it is a list: for checks over all of them (tests). */
  declared(): { name: string; collection: Collection<Row>; schema: z.ZodType<Row>; list: boolean }[] {
    return [...this.registry].map(([name, entry]) => ({ name, collection: entry.collection, schema: entry.schema, list: entry.copy !== undefined }))
  }

  /** Waits until every write so far is stored and every change heard so far is read back. */
  async flush(): Promise<void> {
    await this.queue
  }

  /** Calls `listener` after this tab has read back what another tab changed. Returns the unsubscribe. */
  onChange(listener: (change: DbChange) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Stops hearing the other tabs (a test's tab that closes). */
  close(): void {
    this.channel?.close()
    this.channel = undefined
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task)
    this.queue = run.catch(() => undefined)
    return run
  }

  private connected(): Persistence {
    if (!this.store) throw new Error('The mock database is not open: call openDb() first.')
    return this.store
  }

  private writesOf(name: string): CollectionWrites<Row> {
    const entry = () => this.registry.get(name)!
    return {
      check: (row) => check(entry(), name, row),
      nextId: () => this.takeId(name, entry()),
      inserted: (row) => this.storeWrite(name, { id: row.id, row }, async (store) => (await store.insert(name, row), row)),
      updated: (id, changes) => this.storeWrite(name, { id, changes }, (store) => store.update(name, id, changes)),
      removed: (id) => this.storeWrite(name, { id, removed: true }, async (store) => (await store.remove(name, id), undefined)),
    }
  }

  /** The next id of this tab's block; sets aside the next block when this one runs low. */
  private takeId(name: string, entry: Entry): number {
    const { ids } = entry
    if (ids.next >= ids.end && ids.spare !== undefined) Object.assign(ids, { next: ids.spare, end: ids.spare + ID_BLOCK, spare: undefined })
    // Only if a burst of inserts outran the store: nothing is written, the caller may simply try again.
    if (ids.next >= ids.end) throw new HttpError(503, { error: `The mock database is setting aside ids for ${name}: try again` })
    const id = ids.next++
    if (ids.end - ids.next < ID_LOW && ids.spare === undefined && !ids.refilling) {
      ids.refilling = true
      this.connected()
        .reserveIds(name, ID_BLOCK)
        .then(
          (first) => (ids.spare = first),
          (error: unknown) => console.error(`The mock database could not set aside ids for ${name}`, error),
        )
        .finally(() => (ids.refilling = false))
    }
    return id
  }

  /** Stores a change memory already has; then memory takes the stored row (other tabs' fields included). */
  private storeWrite(name: string, write: PendingWrite, task: (store: Persistence) => Promise<Row | undefined>): void {
    const entry = this.registry.get(name)!
    const store = this.connected()
    entry.pending.push(write)
    this.enqueue(async () => {
      try {
        const stored = await task(store)
        entry.pending = entry.pending.filter((p) => p !== write)
        this.apply(entry, write.id, stored)
        this.channel?.post({ kind: 'rows', collection: name, ids: [write.id] })
      } catch (error) {
        entry.pending = entry.pending.filter((p) => p !== write)
        console.error(`The mock database could not store a change to ${name} ${write.id}`, error)
      }
    })
  }

  /** Memory takes a row as stored (undefined: gone), with this tab's writes not stored yet on top. */
  private apply(entry: Entry, id: number, stored: Row | undefined): void {
    let row = stored
    for (const write of entry.pending) {
      if (write.id !== id) continue
      if ('row' in write) row = write.row
      else if ('changes' in write) row = row && { ...row, ...write.changes, id }
      else row = undefined
    }
    if (row) entry.collection.put(row)
    else entry.collection.drop(id)
  }

  /** Sets aside this tab's first block of ids; again after a switch of scenario, whose seed may hold the ids of the block before. */
  private async takeFirstIds(name: string, entry: Entry): Promise<void> {
    const first = await this.connected().reserveIds(name, ID_BLOCK)
    entry.ids = { ...noIds(), next: first, end: first + ID_BLOCK }
  }

  /** The data is now of `day`: the seeds' and the dashboards' today (./clock.ts). */
  private useDay(day: Day): void {
    this.day = day
    setSeedDay(day)
  }

  /** A collection's seed in the current scenario, for the data's day. */
  private seedOf(entry: Entry): Row[] {
    return scenarioRows(entry.seed(this.day), this.scenario, entry.copy)
  }

  /** Loads a collection from the store, seeding it there first if it has none; a broken one starts again from its seed. */
  private async load(name: string, entry: Entry): Promise<void> {
    const store = this.connected()
    const stored = await store.loadOrSeed(name, () => this.seedOf(entry))
    const { rows, problem } = checkAll(entry, stored)
    if (entry.ids.end === 0) await this.takeFirstIds(name, entry)
    if (problem === undefined) {
      this.replaceRows(entry, rows)
      return
    }
    console.warn(`The mock database's "${name}" collection could not be read (${problem}): it starts again from its seed; the other collections are kept.`)
    const seed = this.seedOf(entry)
    await store.reseed(name, seed)
    this.replaceRows(entry, seed)
    this.channel?.post({ kind: 'collection', collection: name })
  }

  /** Memory takes a whole collection as stored, with this tab's writes not stored yet on top. */
  private replaceRows(entry: Entry, rows: Row[]): void {
    entry.collection.replaceAll(rows)
    const byId = new Map(rows.map((row) => [row.id, row]))
    for (const id of new Set(entry.pending.map((write) => write.id))) this.apply(entry, id, byId.get(id))
  }

  private receive(message: DbMessage): void {
    if (message.kind === 'reset') {
      this.incomingReset = true
      const { scenario = 'default', day, clock } = message
      if (day !== undefined) this.useDay(day)
      if (clock !== undefined) this.clock = clock
      if (scenario !== this.scenario) {
        this.scenario = scenario
        // Read back with a new block of ids each: the new seed may hold the ids of the old blocks.
        for (const entry of this.registry.values()) entry.ids = noIds()
      }
    } else if (this.registry.has(message.collection)) {
      const known = this.incoming.get(message.collection)
      if (message.kind === 'collection') this.incoming.set(message.collection, 'all')
      else if (known !== 'all') this.incoming.set(message.collection, new Set([...(known ?? []), ...message.ids]))
    }
    // One read for everything heard while the line was busy.
    if (this.reloading) return
    this.reloading = true
    this.enqueue(() => this.reload()).catch((error: unknown) => console.error('The mock database could not read what another tab changed', error))
  }

  private async reload(): Promise<void> {
    this.reloading = false
    const store = this.connected()
    const reset = this.incomingReset
    const incoming = reset ? new Map([...this.registry.keys()].map((name) => [name, 'all' as const])) : this.incoming
    this.incoming = new Map()
    this.incomingReset = false
    for (const [name, ids] of incoming) {
      const entry = this.registry.get(name)!
      if (ids === 'all') {
        await this.load(name, entry)
        continue
      }
      for (const [id, row] of await store.loadRows(name, [...ids])) {
        const problem = row === undefined ? undefined : problemWith(entry, id, row)
        if (problem === undefined) this.apply(entry, id as number, row as Row | undefined)
        else console.warn(`The mock database kept its copy of ${name} ${String(id)}: another tab stored it broken (${problem}).`)
      }
    }
    if (incoming.size === 0) return
    const change: DbChange = { collections: [...incoming.keys()], reset }
    for (const listener of this.listeners) listener(change)
  }
}

/** A row about to be stored, checked against its schema: a handler's bug fails its call rather than breaking the collection. */
function check(entry: Entry, name: string, row: Row): void {
  const result = entry.schema.safeParse(row)
  if (!result.success) throw new Error(`The mock tried to store a row of ${name} that breaks its schema: ${describe(result.error)}`)
}

/** A stored collection's rows, or what is wrong with the first broken one. */
function checkAll(entry: Entry, stored: StoredRows): { rows: Row[]; problem?: string } {
  const rows: Row[] = []
  for (const [id, row] of stored) {
    const problem = problemWith(entry, id, row)
    if (problem !== undefined) return { rows, problem }
    rows.push(row as Row)
  }
  return { rows }
}

/** What is wrong with a row read from the store under `id`: it breaks the schema, or it names another id. */
function problemWith(entry: Entry, id: unknown, row: unknown): string | undefined {
  const result = entry.schema.safeParse(row)
  if (!result.success) return `row ${String(id)}: ${describe(result.error)}`
  if (result.data.id !== id) return `row ${String(id)} has the id ${String(result.data.id)}`
  return undefined
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue ? `${issue.path.join('.') || 'the row'}: ${issue.message}` : error.message
}

/** What the store is stamped with: the seed version, and the scenario unless it is the default. */
function seedVersionOf(scenario: Scenario): SeedVersion {
  return scenario === 'default' ? SEED_VERSION : `${SEED_VERSION} ${scenario}`
}

/** No ids yet: the first block is set aside when the collection loads. */
function noIds(): Entry['ids'] {
  return { next: 0, end: 0, spare: undefined, refilling: false }
}

// The app's database: one per page, so one per tab.
const db = new MockDatabase()

/** See `MockDatabase.defineCollections`. */
export const defineCollections: MockDatabase['defineCollections'] = (seeds) => db.defineCollections(seeds)
/** See `MockDatabase.open`. */
export const openDb = (store: Persistence, scenario?: Scenario, clock?: Day | null): Promise<void> => db.open(store, scenario, clock)
/** Resolves once `openDb` has loaded the data (and any collection declared since); handlers wait for it. */
export const dbOpened = (): Promise<void> => db.ready()
/** See `MockDatabase.reset`. */
export const resetDb = (scenario?: Scenario, clock?: Day | null): Promise<void> => db.reset(scenario, clock)
/** Waits until every write so far is stored. */
export const flushDb = (): Promise<void> => db.flush()
/** See `MockDatabase.declared`. */
export const declaredCollections = (): ReturnType<MockDatabase['declared']> => db.declared()
/** See `MockDatabase.onChange`; the browser turns it into the page's `mock:changed` event (../browser.ts). */
export const onDbChange = (listener: (change: DbChange) => void): (() => void) => db.onChange(listener)

export type { Collection } from './collection'
export { memoryPersistence, type Persistence } from './persistence'
export { indexedDbPersistence } from './indexedDb'
export { SCENARIOS, type Scenario } from './scenarios'
