import type { Task, TaskCounts } from '@/api/contract/todo'
import { TASK_TAGS } from '@/api/contract/todoValues'
import { belongsIn, type TaskQuery } from './view'

/**
 * Pure changes to what the to-do app caches, so a change shows at once (complete, star, delete,
 * restore, reorder) and goes back as it was if the back end refuses. They restate the back end's
 * rules for lists and counts; the refetch that follows every change brings the server's own.
 */

/** What one task adds to the sidebar's counts, by the contract's rule for each (src/api/contract/todo.ts). */
export function countsOf(task: Pick<Task, 'isCompleted' | 'isDeleted' | 'isImportant' | 'tags'>): TaskCounts {
  const live = task.isDeleted ? 0 : 1
  return {
    all: live,
    important: task.isImportant ? live : 0,
    completed: task.isCompleted ? live : 0,
    deleted: task.isDeleted ? 1 : 0,
    tags: Object.fromEntries(TASK_TAGS.map((tag) => [tag, task.tags.includes(tag) ? live : 0])) as TaskCounts['tags'],
  }
}

/** The counts after a task went from `before` to `after` (either absent: added, or deleted for good). */
export function withCountsMoved(counts: TaskCounts, before: Task | null, after: Task | null): TaskCounts {
  const was = before ? countsOf(before) : null
  const is = after ? countsOf(after) : null
  const move = (key: 'all' | 'important' | 'completed' | 'deleted') => Math.max(0, counts[key] + (is?.[key] ?? 0) - (was?.[key] ?? 0))
  const tags = Object.fromEntries(
    TASK_TAGS.map((tag) => [tag, Math.max(0, (counts.tags[tag] ?? 0) + (is?.tags[tag] ?? 0) - (was?.tags[tag] ?? 0))]),
  ) as TaskCounts['tags']
  return { all: move('all'), important: move('important'), completed: move('completed'), deleted: move('deleted'), tags }
}

/**
 * A list after one of its tasks changed: the new copy in its place, or out of the list when it no
 * longer belongs there (unstarred in Important, deleted). A list that did not hold it is left alone:
 * where the task would go in it is the server's to say, on the refetch.
 */
export function withTaskChanged(list: readonly Task[], query: TaskQuery, task: Task): Task[] {
  if (!list.some((listed) => listed.id === task.id)) return [...list]
  if (!belongsIn(task, query)) return list.filter((listed) => listed.id !== task.id)
  return list.map((listed) => (listed.id === task.id ? task : listed))
}

/** A list without a task (deleted for good). */
export function withoutTask(list: readonly Task[], id: number): Task[] {
  return list.filter((task) => task.id !== id)
}

/**
 * A list after a task was dragged before another (`beforeId`), or to the end (`null`), as the back
 * end's reorderTask does it. An id that is not in the list leaves the list as it is.
 */
export function withTaskMoved(list: readonly Task[], id: number, beforeId: number | null): Task[] {
  const moved = list.find((task) => task.id === id)
  if (!moved || id === beforeId) return [...list]
  const rest = list.filter((task) => task.id !== id)
  const at = beforeId === null ? rest.length : rest.findIndex((task) => task.id === beforeId)
  if (at < 0) return [...list]
  return [...rest.slice(0, at), moved, ...rest.slice(at)]
}

/**
 * Which task a dragged one lands before, once the list on screen is `ids` in its new order: the one
 * after it there, or `null` at the end. In a narrowed list (a tag, a search) this keeps its place
 * among the tasks on screen; at the end it goes after every task.
 */
export function beforeIdAfterMove(ids: readonly number[], id: number): number | null {
  const at = ids.indexOf(id)
  return at < 0 ? null : (ids[at + 1] ?? null)
}
