import { z } from 'zod'
import { domainEndpoint } from './endpoint'
import { NOT_FOUND } from './errors'
import { Count, Id, IdParam } from './numbers'
import { imageUrl, isoDate, multilineText, personName, searchText, text } from './text'
import { DEFAULT_TASK_SORT, TASK_FILTERS, TASK_SORTS, TASK_TAGS } from './todoValues'

// Every call acts on the subject the to-do routes guard with: a GET needs `read Todo`, a write `update Todo`.
const endpoint = domainEndpoint('Todo')

// ---- Entities ----

export const TaskTag = z.enum(TASK_TAGS)
export type TaskTag = z.infer<typeof TaskTag>
export const TaskFilter = z.enum(TASK_FILTERS)
export type TaskFilter = z.infer<typeof TaskFilter>
export const TaskSort = z.enum(TASK_SORTS)
export type TaskSort = z.infer<typeof TaskSort>

/** Who a task is given to: a person of the users app, by name and picture ('' for none: the screen shows initials). */
export const TaskAssignee = z.object({ fullName: z.string(), avatar: z.string() })
export type TaskAssignee = z.infer<typeof TaskAssignee>

export const Task = z
  .object({
    id: Id,
    title: z.string(),
    /** The day it is due, YYYY-MM-DD; null when it has none. */
    dueDate: z.iso.date().nullable(),
    /** HTML from the rich-text editor: untrusted, the screen sanitises it before showing it. */
    description: z.string(),
    assignee: TaskAssignee.nullable(),
    tags: z.array(TaskTag),
    isCompleted: z.boolean(),
    isDeleted: z.boolean(),
    isImportant: z.boolean(),
  })
  .meta({ id: 'Task' })
export type Task = z.infer<typeof Task>

/** How many tasks each list of the sidebar holds. */
export const TaskCounts = z.object({
  /** Every task not deleted. */
  all: Count,
  important: Count,
  completed: Count,
  deleted: Count,
  /** Tasks not deleted with each tag. */
  tags: z.record(TaskTag, Count),
})
export type TaskCounts = z.infer<typeof TaskCounts>

// ---- Inputs ----

/** The longest title of a task. */
export const MAX_TASK_TITLE_LENGTH = 200
/** The largest description of a task (its HTML). */
export const MAX_TASK_DESCRIPTION_LENGTH = 64 * 1024

/**
 * A task as a client writes it: the entity's fields, the id left out (a new task) or naming the task to
 * replace. The title is trimmed and may not be blank; the tags are stored once each, in TASK_TAGS's order.
 */
export const TaskInput = z.object({
  title: text(MAX_TASK_TITLE_LENGTH, { trim: true }).min(1, 'Enter a title'),
  dueDate: isoDate().nullable().default(null),
  description: multilineText(MAX_TASK_DESCRIPTION_LENGTH).default(''),
  assignee: z.object({ fullName: personName().min(1), avatar: imageUrl({ blank: true }).default('') }).nullable().default(null),
  tags: z
    .array(TaskTag)
    .max(TASK_TAGS.length * 4)
    .default([])
    .transform((tags) => TASK_TAGS.filter((tag) => tags.includes(tag))),
  isCompleted: z.boolean().default(false),
  isDeleted: z.boolean().default(false),
  isImportant: z.boolean().default(false),
})
export type TaskInput = z.input<typeof TaskInput>

/** Which tasks the list shows, and in what order. Empty values are absent ones: `filter=&q=` is every task not deleted. */
export const TaskListQuery = z.object({
  /** Case-insensitive text found in the title. */
  q: searchText().default(''),
  /** important, completed or deleted; absent: every task not deleted. */
  filter: TaskFilter.optional(),
  /** Only tasks with this tag (never deleted ones). */
  tag: TaskTag.optional(),
  sortBy: TaskSort.default(DEFAULT_TASK_SORT),
})
export type TaskListQuery = z.input<typeof TaskListQuery>

// ---- Endpoints ----

export const tasksData = endpoint({
  method: 'GET',
  path: '/apps/todo/tasks',
  description:
    'The tasks of a list (important, completed or deleted; otherwise every task not deleted; a tag never lists deleted tasks) whose title matches q, ' +
    'sorted by sortBy: latest (the default: newest first as arranged, which is id descending until a task is moved), title-asc, title-desc, assignee (by name, unassigned last) or due-date (soonest first, none last).',
  query: TaskListQuery,
  response: z.array(Task),
})

export const addTask = endpoint({
  method: 'POST',
  path: '/apps/todo/add-tasks',
  description: 'Adds a task; answers it with its id. It comes first in the latest order. A blank title is a 400 naming it.',
  status: 201,
  body: z.object({ task: TaskInput }),
  response: Task,
})

export const updateTask = endpoint({
  method: 'POST',
  path: '/apps/todo/update-task',
  description: 'Replaces a task with the one sent (its id names it; absent fields take their defaults); answers it. Unknown id: 404.',
  body: z.object({ task: TaskInput.extend({ id: Id }) }),
  response: Task,
  errors: NOT_FOUND,
})

export const deleteTask = endpoint({
  method: 'DELETE',
  path: '/apps/todo/delete-task',
  description: 'Moves a task to the deleted list (isDeleted true), taskId in the query or a JSON body; answers it. Unknown id: 404.',
  query: z.object({ taskId: IdParam }),
  response: Task,
  errors: NOT_FOUND,
})

// ---- Beyond the core API (`beyondSpec`): the sidebar's counts, restoring, deleting for good, arranging ----

export const taskCounts = endpoint({
  method: 'GET',
  path: '/apps/todo/task-counts',
  description: 'How many tasks each list holds: all (not deleted), important, completed, deleted, and each tag (not deleted).',
  response: TaskCounts,
  beyondSpec: true,
})

export const restoreTask = endpoint({
  method: 'POST',
  path: '/apps/todo/restore-task',
  description: 'Takes a task out of the deleted list (isDeleted false), back where it was in the latest order; answers it. Unknown id: 404.',
  body: z.object({ taskId: Id }),
  response: Task,
  errors: NOT_FOUND,
  beyondSpec: true,
})

export const purgeTask = endpoint({
  method: 'DELETE',
  path: '/apps/todo/purge-task',
  description:
    'Deletes a task of the deleted list for good, taskId in the query or a JSON body. A task not deleted first is a 400 naming taskId; unknown id: 404.',
  query: z.object({ taskId: IdParam }),
  response: z.undefined(),
  status: 204,
  errors: NOT_FOUND,
  beyondSpec: true,
})

export const reorderTask = endpoint({
  method: 'POST',
  path: '/apps/todo/reorder-task',
  description:
    'Moves a task in the latest order to just before beforeTaskId, or to the end when it is null; the order is kept. Answers every task not deleted in the new order. Unknown id: 404.',
  body: z.object({ taskId: Id, beforeTaskId: Id.nullable() }),
  response: z.array(Task),
  errors: NOT_FOUND,
  beyondSpec: true,
})
