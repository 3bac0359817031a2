import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api'
import { listResource } from '@/api/listResource'
import { getUser, usersAllData, usersData, type UsersQuery } from '@/api/contract/users'
import type { LoadCause } from '@/lib/loadByCause'
import { queryKeys } from '@/lib/queryKeys'
import type { UserSearch } from './search'

/** The API query for an address; the direction is left out without a sort, so equal views share a cache entry. */
function toUsersQuery({ q, page, perPage, sortBy, sortDir, role, currentPlan, status }: UserSearch): UsersQuery {
  return { q, page, perPage, ...(sortBy && { sortBy, sortDir }), ...(role && { role }), ...(currentPlan && { currentPlan }), ...(status && { status }) }
}

/** The users list (a page per query, each user by id): its queries, loaders, export and cache writes. */
export const userList = listResource({
  domain: 'users',
  endpoint: usersData,
  rowsField: 'users',
  toQuery: toUsersQuery,
  record: async (id, signal) => (await api(getUser, { query: { id }, signal })).user,
})

/** The other key of the users app: every user, for the statistics above the list. */
export const userKeys = { ...userList.keys, ...queryKeys('users', { everyone: () => [] }) }

export const usersQueries = {
  everyone: () => queryOptions({ queryKey: userKeys.everyone(), queryFn: ({ signal }) => api(usersAllData, { signal }) }),
  user: userList.queries.record,
}

/** The list's loader: the page the address asks for; the statistics may fail without failing the page. */
export const loadUserList = (queryClient: QueryClient, search: UserSearch, cause: LoadCause) =>
  userList.loadList(queryClient, search, cause, { optional: [usersQueries.everyone()] })

/** The view's and the edit form's loader: a user that cannot be loaded shows its own state (not found, retry). */
export const loadUser = userList.loadRecord

/** Opens the first user of the list (newest first) on the view or the edit form; the list when there is none. */
export const firstUserRedirect = (queryClient: QueryClient, to: '/apps/user/view/$id' | '/apps/user/edit/$id') =>
  userList.firstRecordRedirect(queryClient, to, '/apps/user/list')
