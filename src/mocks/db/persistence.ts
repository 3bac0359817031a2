import { isDay, type Day } from './clock'
import type { Row } from './collection'
import type { Scenario } from './scenarios'

/** One collection as the store holds it: each entry's key and value, unchecked (the database checks them). */
export type StoredRows = [id: unknown, row: unknown][]

/**
 * Which seed a store was filled from: the SEED_VERSION, with the scenario's name after it unless it
 * is the default one ('10 large'). A store stamped with another one is emptied when it opens.
 */
export type SeedVersion = number | string

/** What a store's data was seeded from: the seed version (with the scenario), and the day it was seeded for (./clock.ts). */
export interface SeedStamp {
  version: SeedVersion
  day: Day
}

/** What opening a store found: the day its data is seeded for, and whether data of another stamp was dropped. */
export interface OpenedStore {
  day: Day
  dropped: boolean
}

/**
 * Whether a store stamped `stored` (version, and day if any) keeps its data when opened for `wanted`:
 * the same version, and a real day that is the wanted one, or any day when `anyDay` (the real clock).
 */
export function keeps(stored: { version: unknown; day: unknown }, wanted: SeedStamp, anyDay: boolean): stored is SeedStamp {
  return stored.version === wanted.version && isDay(stored.day) && (anyDay || stored.day === wanted.day)
}

/**
 * What one tab tells the others after a write is stored: which rows changed (they read them back),
 * a whole collection that started again from its seed, or a reset of everything (to the seed of
 * `scenario`, for `day`, with the clock fixed there or not: `clock`).
 */
export type DbMessage =
  | { kind: 'rows'; collection: string; ids: number[] }
  | { kind: 'collection'; collection: string }
  // A tab of older code names no scenario (it knows the default one only) and no day.
  | { kind: 'reset'; scenario?: Scenario; day?: Day; clock?: Day | null }

/** A line to the other tabs of the same store. `post` never reaches this tab's own listener. */
export interface DbChannel {
  post(message: DbMessage): void
  close(): void
}

/**
 * Where the database is kept, one row at a time: in the browser IndexedDB (./indexedDb.ts), shared
 * by every tab; in Node tests memory (below). Each method is one transaction, so writes from many
 * tabs interleave row by row and none is lost. Ids come in blocks from a counter in the store, so
 * two tabs never hand out the same one, nor one handed out before (not even after a reset).
 */
export interface Persistence {
  /**
   * Opens the store for data of `stamp`: a store stamped with its version keeps its data if it was
   * seeded for `stamp.day`, or for any day when `anyDay` (the real clock: data seeded yesterday stays
   * yesterday's); any other is emptied and stamped with `stamp` (`dropped` when it held data).
   * Answers the day the data is seeded for.
   */
  open(stamp: SeedStamp, anyDay: boolean): Promise<OpenedStore>
  /** The rows of a collection; a collection the store does not have yet is seeded, once for all tabs. */
  loadOrSeed(name: string, seed: () => Row[]): Promise<StoredRows>
  /** Some rows of a collection; a missing row answers `undefined`. */
  loadRows(name: string, ids: readonly number[]): Promise<StoredRows>
  /** Replaces a collection's rows by `rows` (a broken collection starting again from its seed). */
  reseed(name: string, rows: Row[]): Promise<void>
  /** Empties the store, stamps it and seeds these collections (a reset); the others are seeded when they load. */
  reset(stamp: SeedStamp, seeds: Record<string, Row[]>): Promise<void>
  /** Sets aside `count` ids of a collection for one tab: answers the first; the others follow it. */
  reserveIds(name: string, count: number): Promise<number>
  /** Stores a new row, under an id from `reserveIds`. */
  insert(name: string, row: Row): Promise<void>
  /** Merges `changes` into the stored row and answers the result; `undefined` when the row is gone. */
  update(name: string, id: number, changes: object): Promise<Row | undefined>
  remove(name: string, id: number): Promise<void>
  /** Joins the tabs of this store: `listener` hears what the others post. */
  connect(listener: (message: DbMessage) => void): DbChannel
}

/** The next id after `counter` and every id already used in `ids`, so an id is never handed out twice. */
export function nextIdAfter(counter: unknown, ids: Iterable<unknown>): number {
  let next = Number.isSafeInteger(counter) && (counter as number) > 0 ? (counter as number) : 1
  for (const id of ids) if (typeof id === 'number' && Number.isSafeInteger(id)) next = Math.max(next, id + 1)
  return next
}

/** Everything a memory store holds, as plain JSON: what a file keeps between runs of the mock server. */
export interface StoreSnapshot {
  seedVersion: SeedVersion | undefined
  /** The day the data is seeded for (./clock.ts); a file of older code has none, and is seeded again. */
  seedDay?: Day
  /** Each collection's rows as `[id, row]` pairs. */
  rows: Record<string, StoredRows>
  /** The next id of each collection (kept across resets, so ids never repeat). */
  counters: Record<string, number>
}

interface MemoryOptions {
  /** Where to start: a snapshot saved earlier (see ./filePersistence.ts). */
  initial?: StoreSnapshot
  /** Hears the whole store after each change, to keep it somewhere (a file). */
  onChange?: (snapshot: StoreSnapshot) => void
}

/**
 * The same store in memory, as long as the object lives. Pass the same one to reopen "after a
 * reload"; two databases over the same one behave like two tabs (see ./integrity.test.ts).
 */
export function memoryPersistence({ initial, onChange }: MemoryOptions = {}): Persistence {
  let seedVersion = initial?.seedVersion
  let seedDay = initial?.seedDay
  const rows = new Map<string, Map<unknown, unknown>>(
    Object.entries(initial?.rows ?? {}).map(([name, entries]) => [name, new Map(entries)]),
  )
  // Kept across resets, so ids never repeat.
  const counters = new Map<string, number>(Object.entries(initial?.counters ?? {}))
  const connections = new Set<{ listener: (message: DbMessage) => void }>()

  const collection = (name: string) => rows.get(name) ?? new Map<unknown, unknown>()
  const entries = (name: string): StoredRows => [...collection(name)].map(([id, row]) => [id, structuredClone(row)])
  const store = (name: string, seed: Row[]) => {
    rows.set(name, new Map(seed.map((row) => [row.id, structuredClone(row)])))
    counters.set(name, nextIdAfter(counters.get(name), rows.get(name)!.keys()))
  }
  const changed = () =>
    onChange?.({
      seedVersion,
      seedDay,
      rows: Object.fromEntries([...rows.keys()].map((name) => [name, [...collection(name)]])),
      counters: Object.fromEntries(counters),
    })

  return {
    open: async (stamp, anyDay) => {
      const stored = { version: seedVersion, day: seedDay }
      if (keeps(stored, stamp, anyDay)) return { day: stored.day, dropped: false }
      const dropped = seedVersion !== undefined
      rows.clear()
      ;({ version: seedVersion, day: seedDay } = stamp)
      changed()
      return { day: stamp.day, dropped }
    },
    loadOrSeed: async (name, seed) => {
      if (!rows.has(name)) {
        store(name, seed())
        changed()
      }
      return entries(name)
    },
    loadRows: async (name, ids) => ids.map((id) => [id, structuredClone(collection(name).get(id))]),
    reseed: async (name, seed) => {
      store(name, seed)
      changed()
    },
    reset: async (stamp, seeds) => {
      rows.clear()
      ;({ version: seedVersion, day: seedDay } = stamp)
      for (const [name, seed] of Object.entries(seeds)) store(name, seed)
      changed()
    },
    reserveIds: async (name, count) => {
      const first = nextIdAfter(counters.get(name), collection(name).keys())
      counters.set(name, first + count)
      changed()
      return first
    },
    insert: async (name, row) => {
      const stored = collection(name)
      if (stored.has(row.id)) throw new Error(`${name} already has a row ${row.id}`)
      rows.set(name, stored.set(row.id, structuredClone(row)))
      changed()
    },
    update: async (name, id, changes) => {
      const stored = collection(name)
      const current = stored.get(id)
      if (current === undefined) return undefined
      const row = { ...(current as object), ...structuredClone(changes), id }
      stored.set(id, row)
      changed()
      return structuredClone(row)
    },
    remove: async (name, id) => {
      collection(name).delete(id)
      changed()
    },
    connect: (listener) => {
      const self = { listener }
      connections.add(self)
      return {
        // Delivered later and to the others only, as a BroadcastChannel does.
        post: (message) => {
          for (const other of connections) {
            if (other !== self) setTimeout(() => connections.has(other) && other.listener(structuredClone(message)))
          }
        },
        close: () => connections.delete(self),
      }
    },
  }
}
