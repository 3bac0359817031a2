import type { Task, TaskCounts } from '@/api/contract/todo'
import { taskQuery } from './view'

/* What the to-do's tests of its cache writes (./cacheWrites.test.ts) and its list state (./taskState.test.ts) start from. */

/** A live task with no due date, assignee, tags or flags, but the changes given. */
export const task = (id: number, changes: Partial<Task> = {}): Task => ({
  id,
  title: `Task ${id}`,
  dueDate: null,
  description: '',
  assignee: null,
  tags: [],
  isCompleted: false,
  isDeleted: false,
  isImportant: false,
  ...changes,
})

/** The ids of a list, in its order. */
export const idsOf = (list: readonly Task[]) => list.map((listed) => listed.id)

/** Every tag counted 0. */
export const NO_TAGS: TaskCounts['tags'] = { team: 0, low: 0, medium: 0, high: 0, update: 0 }

/** The list of every live task, and the Important one, as the screen asks for them unsearched and newest first. */
export const allTasks = taskQuery({}, { q: '', sortBy: 'latest' })
export const importantTasks = taskQuery({ filter: 'important' }, { q: '', sortBy: 'latest' })
