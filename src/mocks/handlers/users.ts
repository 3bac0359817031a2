import { endpointsIn } from '@/api/contract/endpoint'
import { sameIdentity } from '@/api/contract/text'
import * as usersContract from '@/api/contract/users'
import { USER_SEARCH_FIELDS, User, type NewUser, type UserSortField } from '@/api/contract/users'
import { defineCollections } from '@/mocks/db'
import { billingFor, copyUser, seedUsers } from '@/mocks/db/users'
import { badRequest } from '@/mocks/httpErrors'
import { implement } from './implement'
import { pageOf } from './lists'

/**
 * The users app's endpoints (src/api/contract/users.ts), over the `users` collection. Not the
 * accounts that sign in: those are the `accounts` collection (./accounts).
 */
// Exported for the dashboard cards (./cards), which count the users.
export const { users } = defineCollections({ users: { row: 'user', schema: User, seed: seedUsers, copy: copyUser } })

const sortKeys: Record<UserSortField, (user: Readonly<User>) => string | number> = {
  id: (user) => user.id,
  fullName: (user) => user.fullName,
  username: (user) => user.username,
  email: (user) => user.email,
  company: (user) => user.company,
  country: (user) => user.country,
  role: (user) => user.role,
  currentPlan: (user) => user.currentPlan,
  status: (user) => user.status,
}

/** Reading needs `read User`, any change `update User`, as the users routes ask: the client role gets 403. */
export const handlers = implement(endpointsIn(usersContract), {
  usersAllData: () => newestFirst(),

  usersData: ({ query }) => {
    const { rows, total } = pageOf(newestFirst(), query, {
      searchFields: USER_SEARCH_FIELDS,
      sortKeys,
      filters: {
        role: (user, role) => user.role === role,
        currentPlan: (user, plan) => user.currentPlan === plan,
        status: (user, status) => user.status === status,
      },
    })
    return { users: rows, total }
  },

  getUser: ({ query }) => ({ user: users.require(query.id) }),

  addUser: ({ body }) => {
    requireUnique(body)
    return { user: users.insert({ ...body, avatar: '', billing: billingFor(body.username) }) }
  },

  updateUser: ({ body: { id, ...changes } }) => {
    users.require(id)
    requireUnique(changes, id)
    return { user: users.update(id, changes)! }
  },

  deleteUser: ({ query }) => {
    users.remove(users.require(query.id).id)
    return undefined
  },

  deleteUsers: ({ body }) => {
    // Every id is checked before anything is removed: all or none.
    const ids = [...new Set(body.ids)].map((id) => users.require(id).id)
    for (const id of ids) users.remove(id)
    return undefined
  },
})

/** Without a sort, the newest user (the highest id) comes first. */
function newestFirst(): Readonly<User>[] {
  return [...users.all()].sort((a, b) => b.id - a.id)
}

/** A 400 naming the username and/or email that another user (not `self`) already has, ignoring case, NFC form and surrounding spaces. */
function requireUnique({ username, email }: Pick<Partial<NewUser>, 'username' | 'email'>, self?: number): void {
  const taken = (field: 'username' | 'email', value: string | undefined) =>
    value !== undefined && users.find((user) => user.id !== self && sameIdentity(user[field], value)) !== undefined
  const errors: Record<string, string[]> = {}
  if (taken('username', username)) errors.username = ['This username is already in use.']
  if (taken('email', email)) errors.email = ['This email is already in use.']
  if (Object.keys(errors).length > 0) throw badRequest(errors)
}
