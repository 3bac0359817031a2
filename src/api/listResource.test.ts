import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { getUser, usersAllData, usersData, type User, type UsersPage } from '@/api/contract/users'
import { expectSuccess } from '@/mocks/testing'
import { setupSignedInBackend } from '@/test/signedIn'
import { api } from './client'
import { listResource } from './listResource'

setupSignedInBackend('admin')

interface Search {
  q: string
  page: number
}

const users = listResource({
  domain: 'users',
  endpoint: usersData,
  rowsField: 'users',
  toQuery: ({ q, page }: Search) => ({ q, page, perPage: 10 }),
  record: async (id, signal) => (await api(getUser, { query: { id }, signal })).user,
})

const user = (id: number) => ({ id, fullName: `User ${id}` }) as User

describe('a list resource', () => {
  it('builds one query per page, which the loader fills and the grid reads', async () => {
    const cache = new QueryClient()
    await users.loadList(cache, { q: '', page: 2 }, 'enter')
    const page = cache.getQueryData(users.pageFor({ q: '', page: 2 }).queryKey)
    expect(page?.users).toHaveLength(10)
    expect(users.gridProps({ q: '', page: 2 }).query.queryKey).toEqual(['users', 'page', { q: '', page: 2, perPage: 10 }])
    expect(users.rowsOf(page!)).toBe(page?.users)
  })

  it('fetches every matching row for an export, over every page', async () => {
    const everyone = await expectSuccess(usersAllData)
    const matching = everyone.filter((row) => /an/i.test(row.fullName) || /an/i.test(row.username))
    expect(await users.fetchAll({ q: 'an', page: 3 })).toEqual(matching)
  })

  it("loads a record, and a record that cannot load fails alone (the screen shows it), not the route", async () => {
    const cache = new QueryClient()
    await users.loadRecord(cache, 1, 'enter')
    expect(cache.getQueryData<User>(users.keys.record(1))?.id).toBe(1)
    await expect(users.loadRecord(cache, 999_999, 'enter')).resolves.toBeUndefined()
  })

  it('sends a record route without an id to the first record of the default order', async () => {
    const [first] = (await expectSuccess(usersData, { query: { perPage: 1 } })).users
    const thrown = await users.firstRecordRedirect(new QueryClient(), '/apps/user/view/$id', '/apps/user/list').catch((error: unknown) => error)
    expect(isRedirect(thrown)).toBe(true)
    expect((thrown as { options: unknown }).options).toMatchObject({ to: '/apps/user/view/$id', params: { id: first!.id } })
  })

  it('takes rows out of every cached page and their count out of its total, and replaces a row where it shows', () => {
    const cache = new QueryClient()
    cache.setQueryData<UsersPage>(users.keys.page({ page: 1, perPage: 2 }), { users: [user(5), user(4)], total: 5 })
    cache.setQueryData<UsersPage>(users.keys.page({ page: 2, perPage: 2 }), { users: [user(3), user(2)], total: 5 })
    users.removeRows(cache, new Set([4]))
    users.replaceRow(cache, { ...user(3), fullName: 'Renamed' })
    const pages = cache.getQueriesData<UsersPage>({ queryKey: users.keys.page.prefix() }).map(([, page]) => page)
    expect(pages.map((page) => [page?.users.map((row) => row.fullName), page?.total])).toEqual([
      [['User 5'], 4],
      [['Renamed', 'User 2'], 5],
    ])
  })

  it('forgets the entries of deleted records', () => {
    const cache = new QueryClient()
    cache.setQueryData(users.keys.record(7), user(7))
    users.forgetRecords(cache, [7])
    expect(cache.getQueryData(users.keys.record(7))).toBeUndefined()
  })
})
