import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { Task, TaskCounts } from '@/api/contract/todo'
import { todoKeys } from './queries'
import { withCountsMoved, withoutTask, withTaskChanged, withTaskMoved } from './taskState'
import type { TaskQuery } from './view'

/** Every cached list with the view it shows (the last part of its key). */
function cachedLists(cache: QueryClient): [QueryKey, Task[], TaskQuery][] {
  return cache
    .getQueriesData<Task[]>({ queryKey: todoKeys.list.prefix() })
    .filter((entry): entry is [QueryKey, Task[]] => Array.isArray(entry[1]))
    .map(([key, list]) => [key, list, key[2] as TaskQuery])
}

function moveCounts(cache: QueryClient, before: Task | null, after: Task | null): void {
  cache.setQueryData<TaskCounts>(todoKeys.counts(), (counts) => counts && withCountsMoved(counts, before, after))
}

/** Writes a task's new state into every cached list (in place, or out of a list it left) and the counts. */
export function writeTask(cache: QueryClient, before: Task, after: Task): void {
  for (const [key, list, query] of cachedLists(cache)) cache.setQueryData(key, withTaskChanged(list, query, after))
  moveCounts(cache, before, after)
}

/** Takes a task deleted for good out of every cached list and the counts. */
export function forgetTask(cache: QueryClient, task: Task): void {
  for (const [key, list] of cachedLists(cache)) cache.setQueryData(key, withoutTask(list, task.id))
  moveCounts(cache, task, null)
}

/** Shows a dragged task in its new place in the list on screen. */
export function writeMove(cache: QueryClient, query: TaskQuery, id: number, beforeId: number | null): void {
  cache.setQueryData<Task[]>(todoKeys.list(query), (list) => list && withTaskMoved(list, id, beforeId))
}
