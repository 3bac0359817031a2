// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { z } from 'zod'
import { login } from '@/api/contract/auth'
import { expectSuccess, setupMockBackend, signIn } from '@/mocks/testing'
import { MockDatabase, SEED_VERSION, flushDb, indexedDbPersistence, memoryPersistence, openDb, type DbChange, type Persistence } from '.'

/*
 * Two tabs of one browser: two databases over the same IndexedDB, each with its own memory, talking
 * over a BroadcastChannel as two pages do. (The same over one memory store, as Node tests keep it.)
 */

const Note = z.object({ id: z.number().int(), text: z.string(), starred: z.boolean(), read: z.boolean() })
type Note = z.infer<typeof Note>
const Tag = z.object({ id: z.number().int(), name: z.string() })

const seedNotes = (): Note[] => Array.from({ length: 10 }, (_, i) => ({ id: i + 1, text: `seed ${i + 1}`, starred: false, read: false }))
const seedTags = () => [{ id: 1, name: 'work' }]

let databaseName: string
// The browser profile each new page opens.
let profile: () => Persistence
const opened: MockDatabase[] = []

/** A new page: its own memory, the same browser profile. */
async function openTab() {
  const db = new MockDatabase()
  opened.push(db)
  const collections = db.defineCollections({
    notes: { row: 'note', schema: Note, seed: seedNotes },
    tags: { row: 'tag', schema: Tag, seed: seedTags },
  })
  const changes: DbChange[] = []
  db.onChange((change) => changes.push(change))
  await db.open(profile())
  return { db, changes, ...collections }
}

/** What the browser profile holds, read by a page opened now. */
async function storedNotes(): Promise<readonly Note[]> {
  const { notes } = await openTab()
  return notes.all()
}

/** Writes straight into the store, as a broken extension or a hand in the dev tools might. */
async function tamper(store: string, key: IDBValidKey, value: unknown): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(databaseName)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(store, 'readwrite')
    tx.objectStore(store).put(value, key)
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
  })
  db.close()
}

const pause = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 3))

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory())
  vi.stubGlobal('IDBKeyRange', IDBKeyRange)
  databaseName = `vantage-mock-db-${crypto.randomUUID()}`
  profile = () => indexedDbPersistence(databaseName)
})

afterEach(() => {
  for (const db of opened.splice(0)) db.close()
  vi.unstubAllGlobals()
})

describe.each([
  ['IndexedDB', () => () => indexedDbPersistence(databaseName)],
  ['memory', () => ((store) => () => store)(memoryPersistence())],
])('two tabs writing at once (%s)', (_store, profileOf) => {
  beforeEach(() => {
    profile = profileOf()
  })

  it('lose none of 40 interleaved writes (10 inserts and 10 updates each) and never hand out an id twice', async () => {
    const a = await openTab()
    const b = await openTab()
    const inserted: Note[] = []
    // Tab A stars every seeded note and tab B marks each read, while both add notes, in turns.
    await Promise.all([
      (async () => {
        for (let i = 1; i <= 10; i++) {
          inserted.push(a.notes.insert({ text: `from A ${i}`, starred: false, read: false }))
          await pause()
          a.notes.update(i, { starred: true })
          await pause()
        }
      })(),
      (async () => {
        for (let i = 1; i <= 10; i++) {
          b.notes.update(i, { read: true })
          await pause()
          inserted.push(b.notes.insert({ text: `from B ${i}`, starred: false, read: false }))
          await pause()
        }
      })(),
    ])
    await Promise.all([a.db.flush(), b.db.flush()])

    const ids = inserted.map((note) => note.id)
    expect(new Set(ids).size, 'ids handed out twice').toBe(20)
    const stored = await storedNotes()
    const lostInserts = inserted.filter((note) => !stored.some((s) => s.id === note.id && s.text === note.text))
    const lostUpdates = stored.filter((note) => note.id <= 10 && !(note.starred && note.read))
    expect({ lostInserts: lostInserts.length, lostUpdates: lostUpdates.length }).toEqual({ lostInserts: 0, lostUpdates: 0 })
    expect(stored).toHaveLength(30)

    // And each tab, once it has heard the other, holds the same as the store.
    const byId = (notes: readonly Note[]) => [...notes].sort((x, y) => x.id - y.id)
    await vi.waitFor(() => expect(byId(a.notes.all())).toEqual(byId(stored)))
    await vi.waitFor(() => expect(byId(b.notes.all())).toEqual(byId(stored)))
  })

  it('see what the other tab inserted, changed and removed, and tell the app', async () => {
    const a = await openTab()
    const b = await openTab()
    const added = a.notes.insert({ text: 'new in A', starred: false, read: false })
    a.notes.update(2, { text: 'changed in A' })
    a.notes.remove(3)

    await vi.waitFor(() => {
      expect(b.notes.get(added.id)).toEqual(added)
      expect(b.notes.get(2)?.text).toBe('changed in A')
      expect(b.notes.get(3)).toBeUndefined()
    })
    expect(b.changes.length).toBeGreaterThan(0)
    expect(b.changes.every((change) => change.collections.join() === 'notes' && !change.reset)).toBe(true)
    // A tab is not told of its own writes: the app's own calls already know.
    expect(a.changes).toEqual([])
  })

  it('share a reset: the other tab drops its memory and reads the seed back', async () => {
    const a = await openTab()
    const b = await openTab()
    b.notes.insert({ text: 'from B', starred: false, read: false })
    b.tags.update(1, { name: 'renamed' })
    await b.db.flush()

    await a.db.reset()
    await vi.waitFor(() => expect(b.changes.some((change) => change.reset)).toBe(true))
    expect(b.notes.all()).toEqual(seedNotes())
    expect(b.tags.all()).toEqual(seedTags())
    // Ids are not handed out again after a reset either.
    const before = Math.max(...(await storedNotes()).map((n) => n.id), 10)
    expect(b.notes.insert({ text: 'after', starred: false, read: false }).id).toBeGreaterThan(before)
  })
})

describe('the mock back end over a broken store', () => {
  setupMockBackend()

  it('still signs in and resets when the accounts are broken', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await openDb(indexedDbPersistence(databaseName))
    await flushDb()
    await tamper('rows', ['users', 1], {})
    await tamper('rows', ['users', 2], 'garbage')

    await openDb(indexedDbPersistence(databaseName)) // a reload
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"users" collection could not be read'))
    const { userData } = await signIn('admin')
    expect(userData.email).toBe('admin@demo.com')
    await expectSuccess(login, { body: { email: 'client@demo.com', password: 'client' } }, { as: null })
  })
})

describe('a broken store', () => {
  const warnings = () => vi.mocked(console.warn).mock.calls.map(([message]) => String(message))

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })

  it.each([
    ['a row replaced by {}', ['notes', 1], {}],
    ['a row replaced by a string', ['notes', 2], 'garbage'],
    ['a row missing fields', ['notes', 3], { id: 3, text: 'no flags' }],
    ['a row of the wrong type', ['notes', 4], { id: 4, text: 4, starred: 'yes', read: false }],
    ['a row under another id', ['notes', 5], { id: 6, text: 'moved', starred: false, read: false }],
    ['a row whose key is no number', ['notes', 'x'], { id: 1, text: 'odd key', starred: false, read: false }],
  ])('reseeds only the broken collection after %s, with a warning', async (_case, key, value) => {
    const before = await openTab()
    before.tags.insert({ name: 'kept' })
    before.notes.update(7, { starred: true })
    await before.db.flush()
    await tamper('rows', key as IDBValidKey, value)

    const after = await openTab()
    expect(after.notes.all()).toEqual(seedNotes())
    expect(after.tags.all().map((tag) => tag.name)).toEqual(['work', 'kept'])
    expect(warnings()).toEqual([expect.stringContaining('"notes" collection could not be read')])
    // And it works on: writes are stored, and read back by the next page without a warning.
    const added = after.notes.insert({ text: 'after the repair', starred: false, read: false })
    await after.db.flush()
    expect(await storedNotes()).toContainEqual(added)
    expect(warnings()).toHaveLength(1)
  })

  it('starts again from every seed when the seed version is broken', async () => {
    const before = await openTab()
    before.tags.insert({ name: 'dropped' })
    await before.db.flush()
    await tamper('meta', 'seedVersion', {})

    const after = await openTab()
    expect(after.notes.all()).toEqual(seedNotes())
    expect(after.tags.all()).toEqual(seedTags())
  })

  it('hands out fresh ids when a counter is broken', async () => {
    const before = await openTab()
    const first = before.notes.insert({ text: 'first', starred: false, read: false })
    await before.db.flush()
    await tamper('counters', 'notes', {})

    const after = await openTab()
    expect(after.notes.insert({ text: 'second', starred: false, read: false }).id).toBeGreaterThan(first.id)
  })

  it('drops a store of the old layout (whole collections, one of them {}) and starts from the seed', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(databaseName, 1)
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore('collections')
        store.put({}, 'notes')
        store.put(SEED_VERSION, '__seedVersion__')
      }
      request.onsuccess = () => {
        request.result.close()
        resolve()
      }
      request.onerror = () => reject(request.error)
    })

    const tab = await openTab()
    expect(tab.notes.all()).toEqual(seedNotes())
    expect(tab.tags.all()).toEqual(seedTags())
  })
})
