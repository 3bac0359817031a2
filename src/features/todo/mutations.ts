import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { api } from '@/api'
import { addTask, purgeTask, reorderTask, restoreTask, updateTask, deleteTask, type Task, type TaskInput } from '@/api/contract/todo'
import { optimisticMutation } from '@/lib/optimisticMutation'
import { forgetTask, writeMove, writeTask } from './cacheWrites'
import { todoKeys } from './queries'
import { withFieldsOf } from './serverErrors'
import type { TaskQuery } from './view'

/** Everything a change of one task touches: every list (which tasks each holds) and the counts. */
const touched = () => [todoKeys.list.prefix(), todoKeys.counts()]

/** A task as update-task takes it: the whole task, which the back end stores as sent. */
export function inputOf({ id, title, dueDate, description, assignee, tags, isCompleted, isDeleted, isImportant }: Task): TaskInput & { id: number } {
  return { id, title, dueDate, description, assignee, tags, isCompleted, isDeleted, isImportant }
}

/** A flag flipped from the list: completed or important. */
export interface TaskFlagChange {
  task: Task
  changes: Partial<Pick<Task, 'isCompleted' | 'isImportant'>>
}

/** Completes or stars a task: the list and the counts change at once and go back, with a toast, if the back end refuses. */
export function useSetTaskFlags() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation(
    optimisticMutation(queryClient, {
      keys: touched,
      mutationFn: ({ task, changes }: TaskFlagChange) => api(updateTask, { body: { task: inputOf({ ...task, ...changes }) } }),
      apply: (cache, { task, changes }) => writeTask(cache, task, { ...task, ...changes }),
      applyAnswer: (cache, answer, { task, changes }) => writeTask(cache, { ...task, ...changes }, answer),
      errorMessage: ({ task: { title } }) => t`“${title}” could not be changed. Please try again.`,
    }),
  )
}

/** Moves a task to the deleted list (soft delete); it leaves the list on screen at once. */
export function useDeleteTask() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation(
    optimisticMutation(queryClient, {
      keys: touched,
      mutationFn: (task: Task) => api(deleteTask, { query: { taskId: task.id } }),
      apply: (cache, task) => writeTask(cache, task, { ...task, isDeleted: true }),
      errorMessage: ({ title }) => t`“${title}” could not be deleted. Please try again.`,
    }),
  )
}

/** Takes a task out of the deleted list, back where it was. */
export function useRestoreTask() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation(
    optimisticMutation(queryClient, {
      keys: touched,
      mutationFn: (task: Task) => api(restoreTask, { body: { taskId: task.id } }),
      apply: (cache, task) => writeTask(cache, task, { ...task, isDeleted: false }),
      errorMessage: ({ title }) => t`“${title}” could not be restored. Please try again.`,
    }),
  )
}

/** Deletes a task of the deleted list for good; the dialog that asks first waits for it and shows a refusal itself. */
export function usePurgeTask() {
  const queryClient = useQueryClient()
  return useMutation(
    optimisticMutation(queryClient, {
      keys: touched,
      mutationFn: (task: Task) => api(purgeTask, { query: { taskId: task.id } }),
      applyAnswer: (cache, _answer, task) => forgetTask(cache, task),
    }),
  )
}

/** A task dragged before another (`beforeTaskId`) or to the end (`null`) of the list on screen (`query`). */
export interface TaskMove {
  task: Task
  beforeTaskId: number | null
  query: TaskQuery
}

/** Keeps the order the user dragged tasks into: shown at once, kept by the back end, undone with a toast if it refuses. */
export function useReorderTask() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation(
    optimisticMutation(queryClient, {
      keys: touched,
      mutationFn: ({ task, beforeTaskId }: TaskMove) => api(reorderTask, { body: { taskId: task.id, beforeTaskId } }),
      apply: (cache, { task, beforeTaskId, query }) => writeMove(cache, query, task.id, beforeTaskId),
      errorMessage: ({ task: { title } }) => t`“${title}” could not be moved. Please try again.`,
    }),
  )
}

/** Adds a task from the drawer; every list refetches before the drawer closes, so the new task shows first. */
export function useAddTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (task: TaskInput) => withFieldsOf('task', () => api(addTask, { body: { task } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
  })
}

/** Saves the drawer's changes to a task; its copies take the answer at once, then every list refetches. */
export function useUpdateTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (task: TaskInput & { id: number }) => withFieldsOf('task', () => api(updateTask, { body: { task } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
  })
}
