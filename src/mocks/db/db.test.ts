// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { z } from 'zod'
import { HttpError } from '@/mocks/httpErrors'
import { TEST_DAY } from './clock'
import type { Collection, Row } from './collection'
import { SEED_VERSION, dbOpened, defineCollections, flushDb, indexedDbPersistence, memoryPersistence, openDb, resetDb, type Persistence } from '.'

const Note = z.object({ id: z.number().int(), text: z.string() })
type Note = z.infer<typeof Note>

const seedNotes = (): Note[] => [
  { id: 1, text: 'first' },
  { id: 2, text: 'second' },
]
const { notes } = defineCollections({ notes: { row: 'note', schema: Note, seed: seedNotes } })
const texts = () => notes.all().map((n) => n.text)

const Task = z.object({ id: z.number().int(), title: z.string() })

describe('the mock database in IndexedDB', () => {
  beforeEach(() => {
    // A brand-new browser profile for every test.
    vi.stubGlobal('indexedDB', new IDBFactory())
    vi.stubGlobal('IDBKeyRange', IDBKeyRange)
    return () => vi.unstubAllGlobals()
  })

  it('starts a fresh profile from the seed', async () => {
    await openDb(indexedDbPersistence())
    expect(notes.all()).toEqual(seedNotes())
  })

  it('keeps changes across a reload', async () => {
    await openDb(indexedDbPersistence())
    notes.insert({ text: 'kept' })
    notes.update(2, { text: 'renamed' })
    await flushDb()

    await openDb(indexedDbPersistence()) // a new page, same browser profile
    expect(texts()).toEqual(['first', 'renamed', 'kept'])
  })

  it('reseeds when the stored data comes from another seed version', async () => {
    const older = indexedDbPersistence()
    await older.open({ version: SEED_VERSION - 1, day: TEST_DAY }, false)
    await older.loadOrSeed('notes', () => [{ id: 1, text: 'old' }])

    await openDb(indexedDbPersistence())
    expect(notes.all()).toEqual(seedNotes())
  })

  it('resetDb brings back the seed, also after a reload', async () => {
    await openDb(indexedDbPersistence())
    notes.insert({ text: 'dropped' })
    notes.remove(1)
    await resetDb()
    expect(notes.all()).toEqual(seedNotes())

    await openDb(indexedDbPersistence())
    expect(notes.all()).toEqual(seedNotes())
  })
})

describe('collections of a domain that loads later', () => {
  // Declared inside the tests, after the database opened, as a lazily loaded domain does.
  it('are seeded on a fresh profile, then read back from the store after a reload', async () => {
    const store = memoryPersistence()
    await openDb(store)
    const { tasks } = defineCollections({ tasks: { row: 'task', schema: Task, seed: () => [{ id: 1, title: 'seeded' }] } })
    await dbOpened()
    expect(tasks.all()).toEqual([{ id: 1, title: 'seeded' }])
    tasks.update(1, { title: 'changed' })
    await flushDb()

    await openDb(store) // a reload: the domain's module is still loaded
    expect(tasks.all()).toEqual([{ id: 1, title: 'changed' }])
  })

  it('find what the store kept when they load after the database opened', async () => {
    const store = memoryPersistence()
    await store.open({ version: SEED_VERSION, day: TEST_DAY }, false)
    await store.loadOrSeed('events', () => [{ id: 7, title: 'kept' }])
    await openDb(store)
    const { events } = defineCollections({ events: { row: 'event', schema: Task, seed: () => [{ id: 1, title: 'seeded' }] } })
    await dbOpened()
    expect(events.all()).toEqual([{ id: 7, title: 'kept' }])
  })

  it('start from their seed after a reset that happened before they loaded', async () => {
    const store = memoryPersistence()
    await store.open({ version: SEED_VERSION, day: TEST_DAY }, false)
    await store.loadOrSeed('chats', () => [{ id: 7, title: 'kept' }])
    await openDb(store)
    await resetDb()
    const { chats } = defineCollections({ chats: { row: 'chat', schema: Task, seed: () => [{ id: 1, title: 'seeded' }] } })
    await dbOpened()
    expect(chats.all()).toEqual([{ id: 1, title: 'seeded' }])
  })

  it('load from their seed when they are declared while a reset is under way', async () => {
    const store = memoryPersistence()
    let declared: Collection<Row> | undefined
    // A domain loads while the store resets: after the reset took the seeds of those declared so far.
    const resetting: Persistence = {
      ...store,
      reset: (stamp, seeds) => {
        declared ??= defineCollections({ labels: { row: 'label', schema: Task, seed: () => [{ id: 1, title: 'seeded' }] } }).labels
        return store.reset(stamp, seeds)
      },
    }
    await openDb(resetting)
    await resetDb()
    await dbOpened()
    expect(declared?.all()).toEqual([{ id: 1, title: 'seeded' }])
    expect(notes.all()).toEqual(seedNotes())
  })

  it('may not take a name another collection has (names are the store keys)', () => {
    expect(() => defineCollections({ notes: { row: 'note', schema: Note, seed: seedNotes } })).toThrow('already has a collection named "notes"')
  })
})

describe('collections', () => {
  beforeEach(() => openDb(memoryPersistence()))

  it('give new rows an id never handed out before, not even after a removal or a reset', async () => {
    expect(notes.insert({ text: 'third' }).id).toBe(3)
    notes.remove(3)
    expect(notes.insert({ text: 'third' }).id).toBe(4)
    await resetDb()
    expect(notes.insert({ text: 'third' }).id).toBe(5)
  })

  it('report missing rows instead of throwing', () => {
    expect(notes.get(99)).toBeUndefined()
    expect(notes.update(99, { text: 'x' })).toBeUndefined()
    expect(notes.remove(99)).toBe(false)
  })

  it('refuse a row that breaks the schema, and keep what they had', async () => {
    expect(() => notes.insert({ text: 42 } as never)).toThrow('breaks its schema: text')
    expect(() => notes.update(1, { text: null } as never)).toThrow('breaks its schema: text')
    await flushDb()
    expect(notes.all()).toEqual(seedNotes())
  })

  it('require(id) answers the row, or throws the 404 that handle() answers', () => {
    expect(notes.require(2)).toEqual({ id: 2, text: 'second' })
    const thrown = (() => {
      try {
        notes.require(99)
      } catch (error) {
        return error
      }
    })()
    expect(thrown).toBeInstanceOf(HttpError)
    expect(thrown).toMatchObject({ status: 404, body: { error: 'No note with id 99' } })
  })
})
