import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TaskSort } from '@/api/contract/todoValues'

/** The orders of the sort menu, as the back end names them (TASK_SORTS), with their words. */
export const SORTS: readonly { sort: TaskSort; name: MessageDescriptor }[] = [
  { sort: 'latest', name: msg`Latest` },
  { sort: 'title-asc', name: msg`Title A–Z` },
  { sort: 'title-desc', name: msg`Title Z–A` },
  { sort: 'assignee', name: msg`Assignee` },
  { sort: 'due-date', name: msg`Due date` },
]

export function sortName(sort: TaskSort): MessageDescriptor {
  return SORTS.find((entry) => entry.sort === sort)!.name
}
