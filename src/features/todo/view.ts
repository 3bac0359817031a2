import type { Task, TaskListQuery } from '@/api/contract/todo'
import type { TaskFilter, TaskSort, TaskTag } from '@/api/contract/todoValues'

/** Which list the user is looking at: every task (neither), a filter or a tag; the path says which. */
export type TodoPlace = { filter?: TaskFilter; tag?: undefined } | { tag?: TaskTag; filter?: undefined }

/** What a list shows and in which order, with every field present: one cache entry per distinct view. */
export interface TaskQuery {
  q: string
  filter?: TaskFilter
  tag?: TaskTag
  sortBy: TaskSort
}

/** One string per place, for state that belongs to one list (what the live region last said). */
export function placeKey(place: { filter?: TaskFilter; tag?: TaskTag }): string {
  return place.tag ? `tag:${place.tag}` : `filter:${place.filter ?? 'all'}`
}

/** The list's query from the place and the address's search, with only the fields that matter. */
export function taskQuery(place: TodoPlace, { q, sortBy }: { q: string; sortBy: TaskSort }): TaskQuery {
  return { q, sortBy, ...(place.filter && { filter: place.filter }), ...(place.tag && { tag: place.tag }) }
}

/** The call's query: defaults left out, so the address of the request is as short as the view. */
export function toListCall({ q, filter, tag, sortBy }: TaskQuery): TaskListQuery {
  return { ...(q && { q }), ...(filter && { filter }), ...(tag && { tag }), ...(sortBy !== 'latest' && { sortBy }) }
}

/**
 * Whether a task belongs in a list by its flags, by the back end's rule (src/api/contract/todo.ts):
 * deleted tasks are only in the deleted list, a tag never lists them. The search text is not checked:
 * the changes made from the list (complete, star, delete, restore) leave the title as it is.
 */
export function belongsIn(task: Pick<Task, 'isCompleted' | 'isDeleted' | 'isImportant' | 'tags'>, query: Pick<TaskQuery, 'filter' | 'tag'>): boolean {
  if (query.tag && (task.isDeleted || !task.tags.includes(query.tag))) return false
  switch (query.filter) {
    case 'deleted':
      return task.isDeleted
    case 'important':
      return task.isImportant && !task.isDeleted
    case 'completed':
      return task.isCompleted && !task.isDeleted
    default:
      return !task.isDeleted
  }
}

/** Whether the user may drag tasks into another order here: only in the order they arrange (latest), and not among deleted tasks. */
export function canReorder(query: TaskQuery): boolean {
  return query.sortBy === 'latest' && query.filter !== 'deleted'
}
