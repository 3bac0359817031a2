import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { api } from '@/api'
import { addUser, deleteUser, deleteUsers, updateUser, type NewUser, type User, type UserChanges, type UsersPage } from '@/api/contract/users'
import { optimisticMutation } from '@/lib/optimisticMutation'
import { userKeys } from './queries'

/** Adds a user; every list and the statistics refetch (the new user is first in the default order). */
export function useAddUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: NewUser) => (await api(addUser, { body })).user,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  })
}

/** Saves changes to a user (the edit form, suspend, a new plan); the user's own entry takes the answer at once. */
export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UserChanges) => (await api(updateUser, { body })).user,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.user(user.id), user)
      return queryClient.invalidateQueries({ queryKey: userKeys.all })
    },
  })
}

/**
 * Deletes users, one (the SPEC's delete) or several at once (all or none). They leave the lists and
 * the statistics at once; if the back end refuses, they come back with a toast.
 */
export function useDeleteUsers() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation(
    optimisticMutation(queryClient, {
      keys: () => [userKeys.page.prefix(), userKeys.everyone()],
      mutationFn: (ids: readonly number[]) =>
        ids.length === 1 ? api(deleteUser, { query: { id: ids[0]! } }) : api(deleteUsers, { body: { ids: [...ids] } }),
      apply: (cache, ids) => withoutUsers(cache, new Set(ids)),
      errorMessage: () => t`The users could not be deleted. Please try again.`,
    }),
  )
}

function withoutUsers(cache: QueryClient, ids: ReadonlySet<number>): void {
  const kept = (user: User) => !ids.has(user.id)
  cache.setQueriesData<UsersPage>({ queryKey: userKeys.page.prefix() }, (page) => {
    if (!page) return page
    const users = page.users.filter(kept)
    return { users, total: page.total - (page.users.length - users.length) }
  })
  cache.setQueryData<User[]>(userKeys.everyone(), (users) => users?.filter(kept))
}
