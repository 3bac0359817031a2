// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { z } from 'zod'
import { login } from '@/api/contract/auth'
import type { Email } from '@/api/contract/email'
import type { Client, Invoice } from '@/api/contract/invoices'
import { configureMock } from '@/mocks/settings'
import { expectSuccess, loadEveryDomain, setupMockBackend, signIn } from '@/mocks/testing'
import {
  MockDatabase,
  SCENARIOS,
  SEED_VERSION,
  declaredCollections,
  flushDb,
  indexedDbPersistence,
  memoryPersistence,
  openDb,
  resetDb,
  type DbChange,
  type Persistence,
  type Scenario,
} from '.'
import { seedAccounts } from './accounts'
import { localToday, TEST_DAY } from './clock'
import type { AccountSettingsRecord } from './accountSettings'
import type { FeedRecord, PageRecord as ProfilePageRecord, PollOptionRecord, PostRecord } from './profile'
import { scenarioRows } from './scenarios'
import { copyUser, seedUsers } from './users'

/*
 * Two tabs of one browser: two databases over the same IndexedDB, each with its own memory, talking
 * over a BroadcastChannel as two pages do. (The same over one memory store, as Node tests keep it.)
 * Every check holds in every scenario: the notes are a list, so `empty` has none and `large` 100.
 */

const Note = z.object({ id: z.number().int(), text: z.string(), starred: z.boolean(), read: z.boolean() })
type Note = z.infer<typeof Note>
const Tag = z.object({ id: z.number().int(), name: z.string() })

const seedNotes = (): Note[] => Array.from({ length: 10 }, (_, i) => ({ id: i + 1, text: `seed ${i + 1}`, starred: false, read: false }))
const copyNote = (note: Note, n: number): Note => ({ ...note, text: `${note.text} (${n})` })
const seedTags = () => [{ id: 1, name: 'work' }]

let databaseName: string
// The browser profile each new page opens, and the scenario it boots in.
let profile: () => Persistence
let scenario: Scenario = 'default'
const opened: MockDatabase[] = []

/** The notes a fresh profile has in the scenario. */
const scenarioNotes = (of: Scenario = scenario) => scenarioRows(seedNotes(), of, copyNote)

/** A new page: its own memory, the same browser profile. */
async function openTab(bootScenario: Scenario = scenario) {
  const db = new MockDatabase()
  opened.push(db)
  const collections = db.defineCollections({
    notes: { row: 'note', schema: Note, seed: seedNotes, copy: copyNote },
    tags: { row: 'tag', schema: Tag, seed: seedTags },
  })
  const changes: DbChange[] = []
  db.onChange((change) => changes.push(change))
  await db.open(profile(), bootScenario)
  return { db, changes, ...collections }
}

type Tab = Awaited<ReturnType<typeof openTab>>

/**
 * `count` notes both tabs have, to change: the seed's first ones; in a scenario without notes, ones
 * `a` adds first (and `b` has read back, its change events then forgotten).
 */
async function notesToChange(a: Tab, b: Tab, count: number): Promise<Note[]> {
  if (a.notes.all().length < count) {
    for (let i = 0; i < count; i++) a.notes.insert({ text: `to change ${i}`, starred: false, read: false })
    await a.db.flush()
    await vi.waitFor(() => expect(b.notes.all()).toHaveLength(a.notes.all().length))
    b.changes.length = 0
  }
  return a.notes.all().slice(0, count)
}

/** What the browser profile holds, read by a page opened now (in the scenario it was stored in). */
async function storedNotes(of: Scenario = scenario): Promise<readonly Note[]> {
  const { notes } = await openTab(of)
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
  configureMock() // the fixed test day again, for a test that took the real clock
})

describe.each([
  ['IndexedDB', () => () => indexedDbPersistence(databaseName)],
  ['memory', () => ((store) => () => store)(memoryPersistence())],
])('two tabs writing at once (%s)', (_store, profileOf) => {
  beforeEach(() => {
    profile = profileOf()
  })

  describe.each(SCENARIOS)('in the %s scenario', (current) => {
    beforeEach(() => {
      scenario = current
      return () => {
        scenario = 'default'
      }
    })

    it('lose none of 40 interleaved writes (10 inserts and 10 updates each) and never hand out an id twice', async () => {
      const a = await openTab()
      const b = await openTab()
      // The first ten seeded notes (none in the empty scenario).
      const targets = a.notes.all().slice(0, 10).map((note) => note.id)
      const inserted: Note[] = []
      // Tab A stars those notes and tab B marks each read, while both add notes, in turns.
      await Promise.all([
        (async () => {
          for (let i = 0; i < 10; i++) {
            inserted.push(a.notes.insert({ text: `from A ${i}`, starred: false, read: false }))
            await pause()
            if (targets[i] !== undefined) a.notes.update(targets[i]!, { starred: true })
            await pause()
          }
        })(),
        (async () => {
          for (let i = 0; i < 10; i++) {
            if (targets[i] !== undefined) b.notes.update(targets[i]!, { read: true })
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
      const lostUpdates = stored.filter((note) => targets.includes(note.id) && !(note.starred && note.read))
      expect({ lostInserts: lostInserts.length, lostUpdates: lostUpdates.length }).toEqual({ lostInserts: 0, lostUpdates: 0 })
      expect(stored).toHaveLength(scenarioNotes().length + 20)

      // And each tab, once it has heard the other, holds the same as the store.
      const byId = (notes: readonly Note[]) => [...notes].sort((x, y) => x.id - y.id)
      await vi.waitFor(() => expect(byId(a.notes.all())).toEqual(byId(stored)))
      await vi.waitFor(() => expect(byId(b.notes.all())).toEqual(byId(stored)))
    })

    it('see what the other tab inserted, changed and removed, and tell the app', async () => {
      const a = await openTab()
      const b = await openTab()
      const [changed, removed] = await notesToChange(a, b, 2)
      const added = a.notes.insert({ text: 'new in A', starred: false, read: false })
      a.notes.update(changed!.id, { text: 'changed in A' })
      a.notes.remove(removed!.id)

      await vi.waitFor(() => {
        expect(b.notes.get(added.id)).toEqual(added)
        expect(b.notes.get(changed!.id)?.text).toBe('changed in A')
        expect(b.notes.get(removed!.id)).toBeUndefined()
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
      expect(b.notes.all()).toEqual(scenarioNotes())
      expect(b.tags.all()).toEqual(seedTags())
      // Ids are not handed out again after a reset either.
      const before = Math.max(...(await storedNotes()).map((n) => n.id), 10)
      expect(b.notes.insert({ text: 'after', starred: false, read: false }).id).toBeGreaterThan(before)
    })

    it.each(SCENARIOS.filter((other) => other !== current))('share a switch to the %s scenario, and hand out no id of its seed', async (other) => {
      const a = await openTab()
      const b = await openTab()
      // Each tab has set ids aside for the seed it opened with: the new seed may hold them.
      b.notes.insert({ text: 'before the switch', starred: false, read: false })
      await b.db.flush()

      await a.db.reset(other)
      await vi.waitFor(() => expect(b.changes.some((change) => change.reset)).toBe(true))
      expect(b.notes.all()).toEqual(scenarioNotes(other))
      expect(b.tags.all()).toEqual(seedTags())
      const seeded = Math.max(0, ...scenarioNotes(other).map((note) => note.id))
      // B heard the reset (and set aside new ids) before it told the app.
      expect(b.notes.insert({ text: 'after, in B', starred: false, read: false }).id).toBeGreaterThan(seeded)
      expect(a.notes.insert({ text: 'after, in A', starred: false, read: false }).id).toBeGreaterThan(seeded)
      await Promise.all([a.db.flush(), b.db.flush()])
      expect(await storedNotes(other)).toHaveLength(scenarioNotes(other).length + 2)

      // A page opened in the switched-to scenario finds it; one opened in another starts that one's seed, and the open tabs follow.
      expect((await openTab(other)).notes.all()).toHaveLength(scenarioNotes(other).length + 2)
      await openTab(current)
      await vi.waitFor(() => expect(a.notes.all()).toEqual(scenarioNotes(current)))
      await vi.waitFor(() => expect(b.notes.all()).toEqual(scenarioNotes(current)))
    })
  })
})

describe('the mock back end over a broken store', () => {
  setupMockBackend()

  it.each(SCENARIOS)('still signs in and resets when the accounts are broken (%s scenario)', async (current) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await openDb(indexedDbPersistence(databaseName), current)
    await flushDb()
    await tamper('rows', ['accounts', 1], {})
    await tamper('rows', ['accounts', 2], 'garbage')

    await openDb(indexedDbPersistence(databaseName), current) // a reload
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"accounts" collection could not be read'))
    const { userData } = await signIn('admin')
    expect(userData.email).toBe('admin@demo.com')
    await expectSuccess(login, { body: { email: 'client@demo.com', password: 'client' } }, { as: null })
  })
})

describe('the mock back end over a store of older code', () => {
  setupMockBackend()
  // Up to this seed version the accounts were the collection "users", and the users app's people "userList".
  const OLD_NAMES_VERSION = 9

  it.each(SCENARIOS)('opens a store of the old collection names cleanly, from the new seeds (%s scenario)', async (current) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const old = indexedDbPersistence(databaseName)
    await old.open({ version: current === 'default' ? OLD_NAMES_VERSION : `${OLD_NAMES_VERSION} ${current}`, day: TEST_DAY }, false)
    await old.loadOrSeed('users', seedAccounts)
    await old.loadOrSeed('userList', seedUsers)
    await loadEveryDomain()

    await openDb(indexedDbPersistence(databaseName), current) // the first page of the new code
    // Not one collection read as broken: the old store is dropped whole, as for any older seed version.
    expect(console.warn).not.toHaveBeenCalled()
    const rowsOf = (name: string) => declaredCollections().find((declared) => declared.name === name)!.collection.all()
    expect(rowsOf('accounts')).toEqual(seedAccounts())
    expect(rowsOf('users')).toEqual(scenarioRows(seedUsers(), current, copyUser))
    expect(declaredCollections().map(({ name }) => name)).not.toContain('userList')
    expect((await signIn('client')).userData.email).toBe('client@demo.com')
  })
})

describe.each(SCENARIOS)('a broken store (%s scenario)', (current) => {
  const warnings = () => vi.mocked(console.warn).mock.calls.map(([message]) => String(message))

  beforeEach(() => {
    scenario = current
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    return () => {
      scenario = 'default'
    }
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
    expect(after.notes.all()).toEqual(scenarioNotes())
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
    expect(after.notes.all()).toEqual(scenarioNotes())
    expect(after.tags.all()).toEqual(seedTags())
  })

  it('starts again from every seed when the stored day is broken, also with the real clock', async () => {
    configureMock({ clock: undefined })
    const before = await openTab()
    before.tags.insert({ name: 'dropped' })
    await before.db.flush()
    await tamper('meta', 'seedDay', '2025-02-30')

    const after = await openTab()
    expect(after.tags.all()).toEqual(seedTags())
    expect(after.db.seedDay()).toBe(localToday())
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
    expect(tab.notes.all()).toEqual(scenarioNotes())
    expect(tab.tags.all()).toEqual(seedTags())
  })
})

describe("the app's data in every scenario", () => {
  setupMockBackend()
  // Every domain's collections, which otherwise load with the domain's first call.
  beforeAll(loadEveryDomain)

  /** A collection's rows, by its name, typed by the caller (the schema tests check each row's shape). */
  const rowsOf = <T>(name: string) => declaredCollections().find((declared) => declared.name === name)!.collection.all() as readonly T[]
  const idsOf = (name: string) => new Set(rowsOf<{ id: number }>(name).map((row) => row.id))

  it.each(SCENARIOS)('keeps every reference between collections, and every id unique (%s)', async (current) => {
    await resetDb(current)
    for (const { name, collection } of declaredCollections()) expect(idsOf(name).size, name).toBe(collection.all().length)

    // Each invoice is billed to a client that exists, and shows that client as it is.
    const clients = new Map(rowsOf<Client>('invoiceClients').map((client) => [client.id, client]))
    for (const invoice of rowsOf<Invoice>('invoices')) {
      const { id: _id, avatar, ...contact } = clients.get(invoice.clientId) ?? { id: 0, avatar: '' }
      expect({ id: invoice.id, client: invoice.client, avatar: invoice.avatar }).toEqual({ id: invoice.id, client: contact, avatar })
    }
    // What the accounts did or own names an account.
    const accounts = idsOf('accounts')
    const accountIds = [
      ...rowsOf<AccountSettingsRecord>('accountSettings').map((settings) => settings.userId),
      ...rowsOf<PostRecord>('profilePosts').flatMap((post) => post.likers.map((liker) => liker.userId)),
      ...rowsOf<PollOptionRecord>('profilePollOptions').flatMap((option) => option.voters.map((voter) => voter.userId)),
      ...rowsOf<ProfilePageRecord>('profilePages').flatMap((page) => page.favoriteBy),
      ...rowsOf<FeedRecord>('profileFeeds').flatMap((feed) => feed.favoriteBy),
    ]
    expect(accountIds.filter((id) => !accounts.has(id))).toEqual([])
    // A thread's replies are numbered within it.
    for (const mail of rowsOf<Email>('emails')) expect(new Set(mail.replies.map((reply) => reply.id)).size).toBe(mail.replies.length)
  })
})
