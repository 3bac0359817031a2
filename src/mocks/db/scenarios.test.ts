// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { identityKey } from '@/api/contract/text'
import { clients, invoices } from '@/mocks/handlers/invoices'
import { users } from '@/mocks/handlers/users'
import { loadEveryDomain, setupMockBackend } from '@/mocks/testing'
import { declaredCollections, flushDb, memoryPersistence, openDb, resetDb } from '.'
import { copyId, numberedAddress, scenarioRows } from './scenarios'

/** The scenarios over the app's own collections: every domain's, loaded up front. */
setupMockBackend()
beforeAll(loadEveryDomain)

const collection = (name: string) => declaredCollections().find((declared) => declared.name === name)!.collection
/** Every collection's rows, by name. */
const snapshot = () => Object.fromEntries(declaredCollections().map(({ name, collection }) => [name, collection.all()]))

/** The collections a screen shows as a list. */
const LISTS = ['autocompleteItems', 'blogPosts', 'calendarEvents', 'chatContacts', 'chatThreads', 'datatableRows', 'emails', 'invoiceClients', 'invoices', 'profilePosts', 'searchContacts', 'searchFiles', 'tasks', 'users']
const TIMES = { empty: 0, large: 10, huge: 100 }

/** The fields that tell one row from another in a list: unique in the seed, so in every scenario (ignoring case and spaces). */
const UNIQUE: Record<string, string[]> = {
  users: ['username', 'email', 'fullName'],
  chatContacts: ['fullName'],
  chatThreads: ['userId'],
  datatableRows: ['full_name', 'email'],
  invoiceClients: ['name', 'companyEmail'],
  searchContacts: ['title', 'email'],
  searchFiles: ['title'],
  autocompleteItems: ['title', 'rank'],
}

it('grows exactly the lists; the accounts, their settings, the profile and the page index are seeded the same in every scenario', () => {
  expect(
    declaredCollections()
      .filter((declared) => declared.list)
      .map((declared) => declared.name)
      .sort(),
  ).toEqual(LISTS)
})

describe.each(['empty', 'large', 'huge'] as const)('the %s scenario', (scenario) => {
  it(`holds ${TIMES[scenario]} times the seed's rows in every list, and every other collection as seeded`, async () => {
    const seeded = snapshot()
    await resetDb(scenario)
    for (const { name, list, collection } of declaredCollections()) {
      if (list) expect(collection.all().length, name).toBe(seeded[name]!.length * TIMES[scenario])
      else expect(collection.all(), name).toEqual(seeded[name])
    }
  })

  it('gives each row an id of its own and keeps it valid against its schema', async () => {
    await resetDb(scenario)
    for (const { name, schema, collection } of declaredCollections()) {
      const rows = collection.all()
      expect(new Set(rows.map((row) => row.id)).size, name).toBe(rows.length)
      const broken = rows.map((row) => schema.safeParse(row)).find((result) => !result.success)
      expect(broken?.error?.issues, name).toBeUndefined()
    }
  })

  it('keeps unique what tells the rows apart: usernames, emails, names', async () => {
    await resetDb(scenario)
    for (const [name, fields] of Object.entries(UNIQUE)) {
      const rows = collection(name).all() as readonly Record<string, unknown>[]
      for (const field of fields) {
        const keys = rows.map((row) => identityKey(String(row[field])))
        expect(new Set(keys).size, `${name}.${field}`).toBe(keys.length)
      }
    }
  })

  it('is the same every time', async () => {
    await resetDb(scenario)
    const first = snapshot()
    await openDb(memoryPersistence(), scenario)
    expect(snapshot()).toEqual(first)
  })
})

describe('the copies of a large list', () => {
  it('follow the seed in its order, numbered on from it, and change what must stay unique', async () => {
    await resetDb('large')
    const rows = users.all()
    expect(rows.map((user) => user.id)).toEqual(Array.from({ length: 600 }, (_, i) => i + 1))
    const [first] = rows
    expect(rows[60]).toMatchObject({ fullName: `${first!.fullName} 2`, username: first!.username.replace(/\d+$/, '61'), email: numberedAddress(first!.email, 2) })
  })

  it('bill copy n of an invoice to copy n of its client', async () => {
    await resetDb('large')
    const original = invoices.all()[0]!
    const tenth = invoices.require(copyId(original.id, 10, 60))
    expect(tenth.clientId).toBe(copyId(original.clientId, 10, 20))
    expect(clients.require(tenth.clientId).name).toBe(`${original.client.name} 10`)
    expect(tenth.client.name).toBe(`${original.client.name} 10`)
  })

  it('grow no collection without a copy hook, and take ids past a seed with gaps', () => {
    const seed = [{ id: 3 }, { id: 7 }]
    expect(scenarioRows(seed, 'large', undefined)).toBe(seed)
    expect(scenarioRows(seed, 'large', (row) => row).map((row) => row.id)).toEqual([3, 7, 8, 12, 13, 17, 18, 22, 23, 27, 28, 32, 33, 37, 38, 42, 43, 47, 48, 52])
  })
})

describe('switching scenario', () => {
  it('reseeds, hands out ids past the new seed, and survives a reopen of the store', async () => {
    const store = memoryPersistence()
    await openDb(store)
    users.update(1, { fullName: 'Changed Before' })
    await flushDb()

    await openDb(store, 'large')
    expect(users.all()).toHaveLength(600)
    expect(users.get(1)!.fullName).not.toBe('Changed Before')
    const added = users.insert({ ...users.get(1)!, username: 'added', email: 'added@example.com' })
    expect(added.id).toBeGreaterThan(600)
    users.update(2, { fullName: 'Changed In Large' })
    await flushDb()

    await openDb(store, 'large') // a reload, the setting unchanged
    expect(users.all()).toHaveLength(601)
    expect(users.get(2)!.fullName).toBe('Changed In Large')

    await openDb(store, 'empty') // another scenario: its seed
    expect(users.all()).toEqual([])
  })

  it('by reset, which then keeps the scenario', async () => {
    await resetDb('huge')
    expect(users.all()).toHaveLength(6000)
    users.remove(6000)
    await resetDb()
    expect(users.all()).toHaveLength(6000)
    await resetDb('default')
    expect(users.all()).toHaveLength(60)
  })
})
