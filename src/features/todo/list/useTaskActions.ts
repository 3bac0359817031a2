import { useLingui } from '@lingui/react/macro'
import type { Task } from '@/api/contract/todo'
import { announce } from '@/components/announce'
import { showToast } from '@/components/toast'
import { useDeleteTask, useReorderTask, useRestoreTask, useSetTaskFlags } from '../mutations'
import type { TaskQuery } from '../view'

/** What a row can do to its task, for the list on screen (`query`). */
export interface TaskActions {
  toggleCompleted: (task: Task) => void
  toggleImportant: (task: Task) => void
  /** To the deleted list, with Undo in the toast. */
  remove: (task: Task) => void
  restore: (task: Task) => void
  /** Before another task of the list on screen, or to its end (`null`). */
  move: (task: Task, beforeTaskId: number | null) => void
}

/**
 * The list's actions. They live with the list, not with a row: a deleted task's row is gone when
 * its toast's Undo is chosen, and the mutation that restores it must outlive the row.
 */
export function useTaskActions(query: TaskQuery): TaskActions {
  const { t } = useLingui()
  const flags = useSetTaskFlags()
  const remove = useDeleteTask()
  const restore = useRestoreTask()
  const reorder = useReorderTask()

  const restoreTask = (task: Task, after: () => void) =>
    restore.mutate({ ...task, isDeleted: true }, { onSuccess: after })

  return {
    toggleCompleted: (task) => {
      const { title } = task
      const isCompleted = !task.isCompleted
      flags.mutate({ task, changes: { isCompleted } })
      announce(isCompleted ? t`“${title}” completed` : t`“${title}” not completed`)
    },
    toggleImportant: (task) => flags.mutate({ task, changes: { isImportant: !task.isImportant } }),
    remove: (task) => {
      const { title } = task
      remove.mutate(task, {
        onSuccess: () =>
          showToast(t`“${title}” moved to Deleted`, {
            variant: 'success',
            action: { label: t`Undo`, onClick: () => restoreTask(task, () => announce(t`“${title}” restored`)) },
          }),
      })
    },
    restore: (task) => {
      const { title } = task
      restoreTask(task, () => showToast(t`“${title}” restored`, { variant: 'success' }))
    },
    move: (task, beforeTaskId) => reorder.mutate({ task, beforeTaskId, query }),
  }
}
