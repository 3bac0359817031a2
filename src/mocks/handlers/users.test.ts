// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  USER_BILLING_METHODS,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
  addUser,
  deleteUser,
  deleteUsers,
  getUser,
  updateUser,
  usersAllData,
  usersData,
  type NewUser,
  type User,
  type UsersQuery,
} from '@/api/contract'
import { USER_COUNT, billingFor, seedUsers } from '@/mocks/db/users'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'

setupMockBackend()

const seed = seedUsers()
const newestFirst = [...seed].sort((a, b) => b.id - a.id)
const ids = (users: readonly Pick<User, 'id'>[]) => users.map((user) => user.id)
const getPage = (query: UsersQuery = {}) => expectSuccess(usersData, { query })
const all = (query: UsersQuery = {}) => getPage({ ...query, perPage: 100 })

const newUser: NewUser = {
  fullName: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  country: 'United Kingdom',
  contact: '(555) 010-1815',
  role: 'editor',
  currentPlan: 'team',
  status: 'active',
}

describe('the user seed', () => {
  it('has 60 users, the same every time, with unique usernames and emails', () => {
    expect(seed).toHaveLength(USER_COUNT)
    expect(seedUsers()).toEqual(seed)
    expect(new Set(seed.map((u) => u.username.toLowerCase())).size).toBe(seed.length)
    expect(new Set(seed.map((u) => u.email.toLowerCase())).size).toBe(seed.length)
  })

  it('covers every role, plan and status, and has some users without a picture', () => {
    expect(new Set(seed.map((u) => u.role))).toEqual(new Set(USER_ROLES))
    expect(new Set(seed.map((u) => u.currentPlan))).toEqual(new Set(USER_PLANS))
    expect(new Set(seed.map((u) => u.status))).toEqual(new Set(USER_STATUSES))
    const withoutPicture = seed.filter((u) => u.avatar === '').length
    expect(withoutPicture).toBeGreaterThan(5)
    expect(withoutPicture).toBeLessThan(20)
    for (const user of seed) expect(user.avatar).toMatch(/^(|\/images\/avatars\/([1-9]|1\d|20)\.svg)$/)
  })

  it('gives every user a payment method (billing) from their username, each method to some', () => {
    const count = (billing: string) => seed.filter((u) => u.billing === billing).length
    expect(Object.fromEntries(USER_BILLING_METHODS.map((billing) => [billing, count(billing)]))).toEqual({
      'Auto Debit': 13,
      'Manual - Credit Card': 15,
      'Manual - Cash': 15,
      'Manual - Paypal': 17,
    })
    for (const user of seed) expect(user.billing).toBe(billingFor(user.username))
  })
})

describe('GET /api/users/list/all-data', () => {
  it('answers every user, newest first', async () => {
    expect(await expectSuccess(usersAllData)).toEqual(newestFirst)
  })
})

describe('GET /api/users/list/data', () => {
  it('answers page 1 of 10 users by default, newest first, with the total', async () => {
    const answer = await getPage()
    expect(answer.users).toEqual(newestFirst.slice(0, 10))
    expect(answer.total).toBe(USER_COUNT)
  })

  it.each([
    [2, 10],
    [3, 25],
    [6, 10],
    [2, 50],
  ])('slices page %i of %i', async (page, perPage) => {
    const answer = await getPage({ page, perPage })
    expect(ids(answer.users)).toEqual(ids(newestFirst.slice((page - 1) * perPage, page * perPage)))
    expect(answer.total).toBe(USER_COUNT)
  })

  it("answers each user's billing, the payment method the template's list shows", async () => {
    const { users } = await getPage({ sortBy: 'id' })
    expect(users.slice(0, 6).map(({ id, username, billing }) => ({ id, username, billing }))).toEqual([
      { id: 1, username: 'amirastr1', billing: 'Manual - Credit Card' },
      { id: 2, username: 'ottoabe2', billing: 'Manual - Paypal' },
      { id: 3, username: 'breenacas3', billing: 'Auto Debit' },
      { id: 4, username: 'breenaqui4', billing: 'Manual - Credit Card' },
      { id: 5, username: 'marcogou5', billing: 'Manual - Credit Card' },
      { id: 6, username: 'noormar6', billing: 'Manual - Credit Card' },
    ])
    for (const user of (await all()).users) expect(USER_BILLING_METHODS).toContain(user.billing)
  })

  it('answers an empty page past the end, with the total', async () => {
    expect(await getPage({ page: 7 })).toEqual({ users: [], total: USER_COUNT })
  })

  describe('q', () => {
    it('finds a user by username or full name, ignoring case', async () => {
      const target = seed[36]!
      for (const q of [target.username.toUpperCase(), target.fullName.toLowerCase()]) {
        expect(ids((await all({ q })).users)).toContain(target.id)
      }
    })

    it('finds exactly the users whose username or full name contains it', async () => {
      const q = seed[4]!.fullName.split(' ')[1]!.slice(0, 4)
      const expected = newestFirst.filter((u) => `${u.username} ${u.fullName}`.toLowerCase().includes(q.toLowerCase()))
      const answer = await all({ q })
      expect(expected.length).toBeGreaterThan(0)
      expect(ids(answer.users)).toEqual(ids(expected))
      expect(answer.total).toBe(expected.length)
    })

    it('does not search the email, company or country', async () => {
      const target = seed[8]!
      const domain = target.email.split('@')[1]!
      expect((await all({ q: domain })).total).toBe(0)
      expect((await all({ q: target.company })).total).toBe(0)
    })
  })

  describe('filters', () => {
    it.each(USER_ROLES)('role=%s keeps only that role', async (role) => {
      const answer = await all({ role })
      expect(ids(answer.users)).toEqual(ids(newestFirst.filter((u) => u.role === role)))
      expect(answer.total).toBeGreaterThan(0)
    })

    it.each(USER_PLANS)('currentPlan=%s keeps only that plan', async (currentPlan) => {
      const answer = await all({ currentPlan })
      expect(ids(answer.users)).toEqual(ids(newestFirst.filter((u) => u.currentPlan === currentPlan)))
      expect(answer.total).toBeGreaterThan(0)
    })

    it.each(USER_STATUSES)('status=%s keeps only that status', async (status) => {
      const answer = await all({ status })
      expect(ids(answer.users)).toEqual(ids(newestFirst.filter((u) => u.status === status)))
      expect(answer.total).toBeGreaterThan(0)
    })

    it('combine with each other and with q; total counts the matches over all pages', async () => {
      const expected = newestFirst.filter((u) => u.role === 'editor' && u.status === 'active')
      const byRoleAndStatus = await getPage({ role: 'editor', status: 'active', perPage: 10 })
      expect(ids(byRoleAndStatus.users)).toEqual(ids(expected.slice(0, 10)))
      expect(byRoleAndStatus.total).toBe(expected.length)

      const target = expected[0]!
      const narrowed = await all({ role: 'editor', status: 'active', currentPlan: target.currentPlan, q: target.username })
      expect(ids(narrowed.users)).toEqual([target.id])
    })

    it('answers nothing when no user matches every filter', async () => {
      const role = seed[0]!.role
      const q = seed.find((u) => u.role !== role)!.username
      expect(await getPage({ role, q })).toEqual({ users: [], total: 0 })
    })

    it('refuses a role, plan or status outside its set', async () => {
      for (const query of [{ role: 'owner' }, { currentPlan: 'gold' }, { status: 'banned' }]) {
        const { status, body } = await callEndpoint(usersData, { query: query as never })
        expect(status).toBe(400)
        expect(Object.keys((body as unknown as { error: object }).error)).toEqual(Object.keys(query))
      }
    })
  })

  it('sorts by a field in either direction', async () => {
    const byName = [...seed].sort((a, b) => a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' }))
    expect((await all({ sortBy: 'fullName' })).users.map((u) => u.fullName)).toEqual(byName.map((u) => u.fullName))
    expect((await all({ sortBy: 'fullName', sortDir: 'desc' })).users.map((u) => u.fullName)).toEqual(byName.reverse().map((u) => u.fullName))
    expect(ids((await getPage({ sortBy: 'id' })).users)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })
})

describe('GET /api/users/user', () => {
  it('answers the user', async () => {
    expect(await expectSuccess(getUser, { query: { id: 7 } })).toEqual({ user: seed[6] })
  })

  it('answers 404 for an unknown id', async () => {
    expect(await callEndpoint(getUser, { query: { id: 999 } })).toEqual({ status: 404, body: { error: 'No user with id 999' } })
  })
})

describe('POST /apps/users/add-user', () => {
  it('answers 201 with the new user, who is first in the list', async () => {
    const { status, body } = await callEndpoint(addUser, { body: newUser })
    expect(status).toBe(201)
    expect(body.user).toMatchObject({ ...newUser, avatar: '' })
    expect(body.user.id).toBeGreaterThan(USER_COUNT)
    // A payment method too, from the username as for the seed's users.
    expect(body.user.billing).toBe('Manual - Paypal')

    const list = await getPage()
    expect(list.users[0]).toEqual(body.user)
    expect(list.total).toBe(USER_COUNT + 1)
    expect(await expectSuccess(getUser, { query: { id: body.user.id } })).toEqual({ user: body.user })
  })

  it('trims the texts and fills in the defaults', async () => {
    const { user } = await expectSuccess(addUser, { body: { fullName: ' Ada L ', username: ' ada ', email: ' ada@example.com ' } })
    expect(user).toMatchObject({ fullName: 'Ada L', username: 'ada', email: 'ada@example.com', company: '', country: '', contact: '' })
    expect(user).toMatchObject({ role: 'subscriber', currentPlan: 'basic', status: 'pending' })
  })

  it.each(['fullName', 'username', 'email'] as const)('requires %s', async (field) => {
    for (const value of [undefined, '', '   ']) {
      const { status, body } = await callEndpoint(addUser, { body: { ...newUser, [field]: value } as never })
      expect(status).toBe(400)
      expect(Object.keys((body as unknown as { error: object }).error)).toEqual([field])
    }
    expect((await getPage()).total).toBe(USER_COUNT)
  })

  it('refuses a bad email, role, plan or status', async () => {
    for (const wrong of [{ email: 'ada@' }, { role: 'owner' }, { currentPlan: 'gold' }, { status: 'banned' }]) {
      const { status, body } = await callEndpoint(addUser, { body: { ...newUser, ...wrong } as never })
      expect(status).toBe(400)
      expect(Object.keys((body as unknown as { error: object }).error)).toEqual(Object.keys(wrong))
    }
  })

  it('refuses a username or email another user has, in another case and with spaces', async () => {
    const taken = seed[11]!
    const answer = await callEndpoint(addUser, { body: { ...newUser, username: ` ${taken.username.toUpperCase()} `, email: taken.email.toUpperCase() } })
    expect(answer).toEqual({
      status: 400,
      body: { error: { username: ['This username is already in use.'], email: ['This email is already in use.'] } },
    })
    expect((await getPage()).total).toBe(USER_COUNT)
  })

  it('is refused to the client role (403), and nothing is added', async () => {
    expect((await callEndpoint(addUser, { body: newUser }, { as: 'client' })).status).toBe(403)
    expect((await getPage()).total).toBe(USER_COUNT)
  })
})

describe('POST /apps/users/update-user', () => {
  it('changes only the given fields and answers the user', async () => {
    const { user } = await expectSuccess(updateUser, { body: { id: 5, status: 'inactive', currentPlan: 'enterprise' } })
    expect(user).toEqual({ ...seed[4], status: 'inactive', currentPlan: 'enterprise' })
    expect(await expectSuccess(getUser, { query: { id: 5 } })).toEqual({ user })
  })

  it('keeps the billing a user was given, also when the username changes', async () => {
    const { user } = await expectSuccess(updateUser, { body: { id: 5, username: 'ada' } })
    expect(user.billing).toBe(seed[4]!.billing)
    expect(user.billing).not.toBe(billingFor('ada'))
  })

  it('keeps usernames and emails unique among the other users, not against the user itself', async () => {
    const self = seed[4]!
    const other = seed[5]!
    await expectSuccess(updateUser, { body: { id: self.id, username: self.username.toUpperCase(), email: ` ${self.email} ` } })
    const answer = await callEndpoint(updateUser, { body: { id: self.id, email: other.email.toUpperCase() } })
    expect(answer).toEqual({ status: 400, body: { error: { email: ['This email is already in use.'] } } })
  })

  it('holds the changes to the rules of add-user', async () => {
    for (const wrong of [{ fullName: ' ' }, { email: 'nope' }, { role: 'owner' }]) {
      expect((await callEndpoint(updateUser, { body: { id: 5, ...wrong } as never })).status).toBe(400)
    }
    expect(await expectSuccess(getUser, { query: { id: 5 } })).toEqual({ user: seed[4] })
  })

  it('answers 404 for an unknown id', async () => {
    expect((await callEndpoint(updateUser, { body: { id: 999, status: 'active' } })).status).toBe(404)
  })
})

describe('DELETE /apps/users/delete', () => {
  it('removes the user', async () => {
    expect(await callEndpoint(deleteUser, { query: { id: 3 } })).toEqual({ status: 204, body: undefined })
    expect((await callEndpoint(getUser, { query: { id: 3 } })).status).toBe(404)
    const list = await expectSuccess(usersAllData)
    expect(list).toHaveLength(USER_COUNT - 1)
    expect(ids(list)).not.toContain(3)
  })

  it('answers 404 for an unknown id and deletes nothing (not the last user either)', async () => {
    expect((await callEndpoint(deleteUser, { query: { id: 999 } })).status).toBe(404)
    expect(await expectSuccess(usersAllData)).toEqual(newestFirst)
  })

  it('is refused to the client role (403), and nothing is deleted', async () => {
    expect((await callEndpoint(deleteUser, { query: { id: 3 } }, { as: 'client' })).status).toBe(403)
    expect(await expectSuccess(usersAllData)).toHaveLength(USER_COUNT)
  })
})

describe('POST /apps/users/delete-users', () => {
  it('removes every given user', async () => {
    expect((await callEndpoint(deleteUsers, { body: { ids: [1, 2, 2, 60] } })).status).toBe(204)
    const left = ids(await expectSuccess(usersAllData))
    expect(left).toHaveLength(USER_COUNT - 3)
    expect(left).not.toContain(60)
  })

  it('removes nothing when one id is unknown (404)', async () => {
    expect((await callEndpoint(deleteUsers, { body: { ids: [1, 999] } })).status).toBe(404)
    expect(await expectSuccess(usersAllData)).toHaveLength(USER_COUNT)
  })

  it('needs at least one id', async () => {
    expect((await callEndpoint(deleteUsers, { body: { ids: [] } })).status).toBe(400)
  })
})

describe('the client role', () => {
  it.each([
    ['all-data', () => callEndpoint(usersAllData, {}, { as: 'client' })],
    ['list', () => callEndpoint(usersData, {}, { as: 'client' })],
    ['user', () => callEndpoint(getUser, { query: { id: 1 } }, { as: 'client' })],
    ['update', () => callEndpoint(updateUser, { body: { id: 1, status: 'inactive' } }, { as: 'client' })],
    ['bulk delete', () => callEndpoint(deleteUsers, { body: { ids: [1] } }, { as: 'client' })],
  ])('may not call %s (403)', async (_name, call) => {
    const { status, body } = await call()
    expect(status).toBe(403)
    expect(body).toEqual({ error: expect.stringContaining('User') })
  })
})
