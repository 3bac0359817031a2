import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { api } from '@/api'
import { MAX_PER_PAGE } from '@/api/contract/paging'
import { getUser, usersAllData, usersData, type User, type UsersQuery } from '@/api/contract/users'
import { loadByCause, type LoadCause } from '@/lib/loadByCause'
import { queryKeys } from '@/lib/queryKeys'
import type { UserSearch } from './search'

/** Keys of the users app: every user (the statistics), a page per query, each user by id. */
export const userKeys = queryKeys('users', {
  everyone: () => [],
  page: (query: UsersQuery) => [query],
  user: (id: number) => [id],
})

export const usersQueries = {
  everyone: () => queryOptions({ queryKey: userKeys.everyone(), queryFn: ({ signal }) => api(usersAllData, { signal }) }),
  page: (query: UsersQuery) => queryOptions({ queryKey: userKeys.page(query), queryFn: ({ signal }) => api(usersData, { query, signal }) }),
  user: (id: number) =>
    queryOptions({ queryKey: userKeys.user(id), queryFn: async ({ signal }) => (await api(getUser, { query: { id }, signal })).user }),
}

/** The API query for an address; the direction is left out without a sort, so equal views share a cache entry. */
export function toUsersQuery({ q, page, perPage, sortBy, sortDir, role, currentPlan, status }: UserSearch): UsersQuery {
  return { q, page, perPage, ...(sortBy && { sortBy, sortDir }), ...(role && { role }), ...(currentPlan && { currentPlan }), ...(status && { status }) }
}

/** The list's loader: the page the address asks for; the statistics may fail without failing the page. */
export const loadUserList = (queryClient: QueryClient, search: UserSearch, cause: LoadCause) =>
  loadByCause(queryClient, cause, [usersQueries.page(toUsersQuery(search))], { optional: [usersQueries.everyone()] })

/** The view's and the edit form's loader: a user that cannot be loaded shows its own state (not found, retry). */
export const loadUser = (queryClient: QueryClient, id: number, cause: LoadCause) =>
  loadByCause(queryClient, cause, [], { optional: [usersQueries.user(id)] })

/** Every user matching the address's search and filters, in its order, for the CSV export (pages of the largest size). */
export async function allMatchingUsers(search: UserSearch): Promise<User[]> {
  const query = (page: number) => ({ ...toUsersQuery(search), page, perPage: MAX_PER_PAGE })
  const first = await api(usersData, { query: query(1) })
  const pages = Math.ceil(first.total / MAX_PER_PAGE)
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => api(usersData, { query: query(i + 2) })))
  return [first, ...rest].flatMap((answer) => answer.users)
}

/** Opens the first user of the list (newest first) on the view or the edit form; the list when there is none. */
export async function firstUserRedirect(queryClient: QueryClient, to: '/apps/user/view/$id' | '/apps/user/edit/$id'): Promise<never> {
  const [first] = (await queryClient.fetchQuery(usersQueries.page({ perPage: 1 }))).users
  throw first ? redirect({ to, params: { id: first.id }, replace: true }) : redirect({ to: '/apps/user/list', replace: true })
}
