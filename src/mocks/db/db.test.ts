// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { IDBFactory } from 'fake-indexeddb'
import { SEED_VERSION, db, flushDb, indexedDbPersistence, memoryPersistence, openDb, resetDb } from '.'
import { seedUsers } from './users'

const seededEmails = seedUsers().map((u) => u.email)
const emails = () => db.users.all().map((u) => u.email)
const newUser = { ...seedUsers()[0]!, email: 'kept@demo.com', username: 'kept' }

describe('the mock database in IndexedDB', () => {
  beforeEach(() => {
    // A brand-new browser profile for every test.
    vi.stubGlobal('indexedDB', new IDBFactory())
    return () => vi.unstubAllGlobals()
  })

  it('starts a fresh profile from the seed', async () => {
    await openDb(indexedDbPersistence())
    expect(emails()).toEqual(seededEmails)
    expect(db.users.get(1)?.role).toBe('admin')
  })

  it('keeps changes across a reload', async () => {
    await openDb(indexedDbPersistence())
    db.users.insert(newUser)
    db.users.update(2, { fullName: 'Renamed' })
    await flushDb()

    await openDb(indexedDbPersistence()) // a new page, same browser profile
    expect(emails()).toEqual([...seededEmails, 'kept@demo.com'])
    expect(db.users.get(2)?.fullName).toBe('Renamed')
  })

  it('reseeds when the stored data comes from another seed version', async () => {
    const store = indexedDbPersistence()
    await store.saveAll({ seedVersion: SEED_VERSION - 1, collections: { users: [{ ...newUser, id: 1 }] } })

    await openDb(indexedDbPersistence())
    expect(emails()).toEqual(seededEmails)
    await flushDb()
    expect((await indexedDbPersistence().load())?.seedVersion).toBe(SEED_VERSION)
  })

  it('seeds a collection the stored data does not have yet', async () => {
    await indexedDbPersistence().saveAll({ seedVersion: SEED_VERSION, collections: {} })
    await openDb(indexedDbPersistence())
    expect(emails()).toEqual(seededEmails)
  })

  it('resetDb brings back the seed, also after a reload', async () => {
    await openDb(indexedDbPersistence())
    db.users.insert(newUser)
    db.users.remove(1)
    await resetDb()
    expect(emails()).toEqual(seededEmails)

    await openDb(indexedDbPersistence())
    expect(emails()).toEqual(seededEmails)
  })
})

describe('collections', () => {
  beforeEach(() => openDb(memoryPersistence()))

  it('give new rows the next free id', () => {
    expect(db.users.insert(newUser).id).toBe(3)
    db.users.remove(3)
    expect(db.users.insert(newUser).id).toBe(3)
  })

  it('report missing rows instead of throwing', () => {
    expect(db.users.get(99)).toBeUndefined()
    expect(db.users.update(99, { fullName: 'x' })).toBeUndefined()
    expect(db.users.remove(99)).toBe(false)
  })

  it('are seeded the same way every time', () => {
    expect(seedUsers()).toEqual(seedUsers())
    expect(db.users.all()).toEqual(seedUsers())
  })
})
