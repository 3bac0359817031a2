/**
 * The to-do app's value lists, apart from its zod schemas (./todo.ts) for the same reason as
 * ./values.ts: the to-do routes read them from the address in the entry chunk, without zod.
 */

/** The tags a task may carry. */
export const TASK_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const
export type TaskTag = (typeof TASK_TAGS)[number]

/** The lists beside "all" (every task not deleted): important and completed never include deleted tasks. */
export const TASK_FILTERS = ['important', 'completed', 'deleted'] as const
export type TaskFilter = (typeof TASK_FILTERS)[number]

/**
 * How the list can be sorted; `latest` (the default) is newest first, as the user arranged them:
 * id descending until a task is dragged elsewhere (reorderTask).
 */
export const TASK_SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const
export type TaskSort = (typeof TASK_SORTS)[number]
export const DEFAULT_TASK_SORT: TaskSort = 'latest'
