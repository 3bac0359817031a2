import { redirect } from '@tanstack/react-router'
import { DEFAULT_TASK_SORT, TASK_FILTERS, TASK_SORTS, TASK_TAGS } from '@/api/contract/todoValues'
import { listSearch, type ListSearchChange, type SearchOf } from '@/lib/listSearch'
import { integer, oneOf } from '@/lib/readers'

/**
 * The to-do app's address: the list is in the path (/apps/todo for every task, /apps/todo/important,
 * /apps/todo/tag/high), the search text, the order and the open task in the query
 * (?q=report&sortBy=title-asc&task=12), so back/forward, reload and a shared link show the same
 * screen. Routes import this file, whose code lands in the entry chunk: declarations only, no zod.
 */
export const todoSearch = listSearch({
  filters: {
    /** The order of the list; `latest` (the default, left out of the address) is the one the user arranges by dragging. */
    sortBy: oneOf(TASK_SORTS, DEFAULT_TASK_SORT),
  },
  view: {
    /** The id of the task open in the edit drawer; a mangled value opens none. */
    task: integer(undefined, { min: 1 }),
  },
})

export type TodoSearch = SearchOf<typeof todoSearch>

export type TodoSearchChange = ListSearchChange<TodoSearch>

const readFilter = oneOf(TASK_FILTERS, undefined)
const readTag = oneOf(TASK_TAGS, undefined)

const toAllTasks = () => redirect({ to: '/apps/todo', replace: true })

/** The `$filter` path parameter; an unknown list (an old or mistyped link) goes to every task. */
export function parseFilterParam({ filter }: { filter: string }) {
  const read = readFilter(filter)
  if (read === undefined) throw toAllTasks()
  return { filter: read }
}

/** The `$tag` path parameter; an unknown tag goes to every task. */
export function parseTagParam({ tag }: { tag: string }) {
  const read = readTag(tag)
  if (read === undefined) throw toAllTasks()
  return { tag: read }
}
