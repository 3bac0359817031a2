import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api'
import { addUser, deleteUser, deleteUsers, updateUser, type NewUser, type User, type UserChanges } from '@/api/contract/users'
import { optimisticMutation } from '@/lib/optimisticMutation'
import { userKeys, userList } from './queries'

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
      queryClient.setQueryData(userKeys.record(user.id), user)
      return queryClient.invalidateQueries({ queryKey: userKeys.all })
    },
  })
}

/**
 * Deletes users, one (deleteUser) or several at once (deleteUsers, all or none). They leave the lists and
 * the statistics at once; if the back end refuses, they come back and the delete dialog says why.
 */
export function useDeleteUsers() {
  const queryClient = useQueryClient()
  return useMutation(
    optimisticMutation(queryClient, {
      keys: () => [userKeys.page.prefix(), userKeys.everyone()],
      mutationFn: (ids: readonly number[]) =>
        ids.length === 1 ? api(deleteUser, { query: { id: ids[0]! } }) : api(deleteUsers, { body: { ids: [...ids] } }),
      apply: (cache, ids) => withoutUsers(cache, new Set(ids)),
    }),
  )
}

function withoutUsers(cache: QueryClient, ids: ReadonlySet<number>): void {
  userList.removeRows(cache, ids)
  cache.setQueryData<User[]>(userKeys.everyone(), (users) => users?.filter((user) => !ids.has(user.id)))
}
