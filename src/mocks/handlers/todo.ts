import { endpointsIn } from '@/api/contract/endpoint'
import * as todoContract from '@/api/contract/todo'
import type { Task, TaskCounts } from '@/api/contract/todo'
import { TASK_TAGS, type TaskFilter, type TaskSort } from '@/api/contract/todoValues'
import { defineCollections } from '@/mocks/db'
import { copyTask, seedTasks, TaskRecord } from '@/mocks/db/tasks'
import { badRequest } from '@/mocks/httpErrors'
import { implement } from './implement'

/** The to-do app's endpoints (src/api/contract/todo.ts), over the `tasks` collection. */
export const { tasks } = defineCollections({ tasks: { row: 'task', schema: TaskRecord, seed: seedTasks, copy: copyTask } })

/** Reading needs `read Todo`, any change `update Todo`, as the to-do route asks: the client role gets 403. */
export const handlers = implement(endpointsIn(todoContract), {
  tasksData: ({ query: { q, filter, tag, sortBy } }) => {
    const needle = q.trim().toLowerCase()
    const listed = tasks.filter(
      (task) => inList(task, filter) && (tag === undefined || (!task.isDeleted && task.tags.includes(tag))) && task.title.toLowerCase().includes(needle),
    )
    return sorted(listed, sortBy).map(toTask)
  },

  addTask: ({ body: { task } }) => toTask(tasks.insert({ ...task, position: topPosition() + 1 })),

  updateTask: ({ body: { task } }) => {
    const { id, ...fields } = task
    tasks.require(id)
    // Every field is replaced (absent ones took their defaults); the task keeps its place.
    return toTask(tasks.update(id, fields)!)
  },

  deleteTask: ({ query: { taskId } }) => toTask(tasks.update(tasks.require(taskId).id, { isDeleted: true })!),

  taskCounts: () => counts(),

  // Its position was kept while it was deleted: it comes back where it was.
  restoreTask: ({ body: { taskId } }) => toTask(tasks.update(tasks.require(taskId).id, { isDeleted: false })!),

  purgeTask: ({ query: { taskId } }) => {
    const task = tasks.require(taskId)
    if (!task.isDeleted) throw badRequest({ taskId: ['Only a deleted task can be deleted for good'] })
    tasks.remove(task.id)
    return undefined
  },

  reorderTask: ({ body: { taskId, beforeTaskId } }) => {
    const task = tasks.require(taskId)
    const before = beforeTaskId === null ? null : tasks.require(beforeTaskId)
    if (before?.id !== task.id) moveBefore(task, before)
    return latestFirst(tasks.filter((row) => !row.isDeleted)).map(toTask)
  },
})

/** A task as the contract answers it: without its stored position. */
function toTask({ position: _position, ...task }: Readonly<TaskRecord>): Task {
  return task
}

/** Whether a task is in a list of the sidebar; important and completed never hold a deleted task. */
function inList(task: Readonly<TaskRecord>, filter: TaskFilter | undefined): boolean {
  if (filter === 'deleted') return task.isDeleted
  if (task.isDeleted) return false
  if (filter === 'important') return task.isImportant
  if (filter === 'completed') return task.isCompleted
  return true
}

/** The arranged order, highest position first; the id settles a tie (none in the seed, where positions are the ids). */
const byLatest = (a: Readonly<TaskRecord>, b: Readonly<TaskRecord>) => b.position - a.position || b.id - a.id

const latestFirst = (rows: readonly Readonly<TaskRecord>[]) => [...rows].sort(byLatest)

// Made once (localeCompare with options builds a collator at each call): case and accents aside, as people read.
const collator = new Intl.Collator('en', { sensitivity: 'base' })

/** A missing value (no assignee, no due date) after every present one, whatever the direction. */
const presentFirst = <T>(a: T | null, b: T | null, compare: (a: T, b: T) => number): number =>
  a === null || b === null ? Number(a === null) - Number(b === null) : compare(a, b)

const ORDERS: Record<TaskSort, (a: Readonly<TaskRecord>, b: Readonly<TaskRecord>) => number> = {
  'latest': () => 0,
  'title-asc': (a, b) => collator.compare(a.title, b.title),
  'title-desc': (a, b) => collator.compare(b.title, a.title),
  'assignee': (a, b) => presentFirst(a.assignee?.fullName ?? null, b.assignee?.fullName ?? null, collator.compare),
  // YYYY-MM-DD sorts as text: the soonest first.
  'due-date': (a, b) => presentFirst(a.dueDate, b.dueDate, (x, y) => (x < y ? -1 : x > y ? 1 : 0)),
}

/** Sorted by `sortBy`, ties in the latest order. */
function sorted(rows: readonly Readonly<TaskRecord>[], sortBy: TaskSort): Readonly<TaskRecord>[] {
  const order = ORDERS[sortBy]
  return [...rows].sort((a, b) => order(a, b) || byLatest(a, b))
}

/** The highest position held (0 with no tasks): a new task goes above it. */
function topPosition(): number {
  return tasks.all().reduce((top, task) => Math.max(top, task.position), 0)
}

/**
 * Moves `task` to just before `before` in the latest order (to the end with null). The order is of
 * every task, deleted ones too, so a deleted task keeps its place for its restore. The task takes a
 * position between its new neighbours: one write, unless the gap is too fine for a number, when
 * every task is renumbered first.
 */
function moveBefore(task: Readonly<TaskRecord>, before: Readonly<TaskRecord> | null): void {
  const others = latestFirst(tasks.filter((row) => row.id !== task.id))
  let position = positionBefore(others, before)
  if (position === undefined) {
    others.forEach((row, index) => {
      if (row.position !== others.length - index) tasks.update(row.id, { position: others.length - index })
    })
    position = positionBefore(latestFirst(tasks.filter((row) => row.id !== task.id)), before)!
  }
  tasks.update(task.id, { position })
}

/** A position just before `before` among `others` (in the latest order), or after them all; undefined when none fits between. */
function positionBefore(others: readonly Readonly<TaskRecord>[], before: Readonly<TaskRecord> | null): number | undefined {
  if (before === null) return (others.at(-1)?.position ?? 1) - 1
  const index = others.findIndex((row) => row.id === before.id)
  const ahead = others[index - 1]
  const below = others[index]!.position
  if (!ahead) return below + 1
  const between = (ahead.position + below) / 2
  return between > below && between < ahead.position ? between : undefined
}

/** How many tasks each list of the sidebar holds. */
function counts(): TaskCounts {
  const kept = tasks.filter((task) => !task.isDeleted)
  return {
    all: kept.length,
    important: kept.filter((task) => task.isImportant).length,
    completed: kept.filter((task) => task.isCompleted).length,
    deleted: tasks.all().length - kept.length,
    tags: Object.fromEntries(TASK_TAGS.map((tag) => [tag, kept.filter((task) => task.tags.includes(tag)).length])) as TaskCounts['tags'],
  }
}
