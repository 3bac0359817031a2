import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api'
import { taskCounts, tasksData } from '@/api/contract/todo'
import { usersAllData } from '@/api/contract/users'
import { loadByCause, type LoadCause } from '@/lib/loadByCause'
import { queryKeys } from '@/lib/queryKeys'
import { toListCall, type TaskQuery } from './view'

/** Keys of the to-do app: a list per view, and the sidebar's counts. */
export const todoKeys = queryKeys('todo', {
  list: (query: TaskQuery) => [query],
  counts: () => [],
})

/**
 * The people a task can be given to. The key is the users app's own for the same call, so both apps
 * share one cache entry and a user added there is offered here.
 */
const peopleKeys = queryKeys('users', { everyone: () => [] })

/** Every query of the to-do app. Loaders and screens both use these. */
export const todoQueries = {
  /** The tasks of a list matching the search, in the order asked for. */
  list: (query: TaskQuery) =>
    queryOptions({
      queryKey: todoKeys.list(query),
      queryFn: ({ signal }) => api(tasksData, { query: toListCall(query), signal }),
    }),
  /** How many tasks each list of the sidebar holds. */
  counts: () => queryOptions({ queryKey: todoKeys.counts(), queryFn: ({ signal }) => api(taskCounts, { signal }) }),
  /** Every user, offered as assignees in the task form. */
  people: () => queryOptions({ queryKey: peopleKeys.everyone(), queryFn: ({ signal }) => api(usersAllData, { signal }) }),
}

/** The to-do routes' loader: the list (the page's error if it fails); the counts may fail without failing the page. */
export function loadTodoView(queryClient: QueryClient, query: TaskQuery, cause: LoadCause): Promise<void> {
  return loadByCause(queryClient, cause, [todoQueries.list(query)], { optional: [todoQueries.counts()] })
}
