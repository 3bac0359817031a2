/** What the database keeps between visits: the seed version it started from and every collection's rows. */
export interface Snapshot {
  seedVersion: number
  collections: Record<string, unknown[]>
}

/**
 * Where the database is kept. In the browser that is IndexedDB (./indexedDb.ts), so the user's
 * changes survive a reload; in Node tests it is memory.
 */
export interface Persistence {
  /** What was stored, or null on a fresh profile. */
  load(): Promise<Snapshot | null>
  /** Stores everything (after seeding or a reset). */
  saveAll(snapshot: Snapshot): Promise<void>
  /** Stores one collection after a write. */
  saveCollection(name: string, rows: unknown[]): Promise<void>
}

/** A persistence that lives as long as the object does. Pass the same one to reopen "after a reload". */
export function memoryPersistence(): Persistence {
  let stored: Snapshot | null = null
  return {
    load: async () => (stored ? structuredClone(stored) : null),
    saveAll: async (snapshot) => {
      stored = structuredClone(snapshot)
    },
    saveCollection: async (name, rows) => {
      stored = { seedVersion: stored?.seedVersion ?? 0, collections: { ...stored?.collections, [name]: structuredClone(rows) } }
    },
  }
}
