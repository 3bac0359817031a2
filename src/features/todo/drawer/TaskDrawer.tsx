import { useEffect, useEffectEvent } from 'react'
import Button from '@mui/material/Button'
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Task } from '@/api/contract/todo'
import { useSubmit, useZodForm } from '@/components/form'
import { FormDrawer } from '@/components/form/FormDrawer'
import { useAddTask, useUpdateTask } from '../mutations'
import { useTaskActions } from '../list/useTaskActions'
import { taskQuery, type TodoPlace } from '../view'
import { taskFormSchema, taskFormValues } from './taskForm'
import { TaskFormFields } from './TaskFormFields'

interface TaskDrawerProps {
  open: boolean
  /** The task to edit; none for a new task. */
  task?: Task
  /** Where a new task is added from: it starts with that list's flag or tag. */
  place?: TodoPlace
  onClose: () => void
}

/**
 * The task form, sliding in from the end of the page: Add for a new task, Update and Delete for an
 * open one. The server's refusals show under the fields they name.
 */
export function TaskDrawer({ open, task, place, onClose }: TaskDrawerProps) {
  const { t } = useLingui()
  const form = useZodForm(() => taskFormSchema(t`Enter a title`), { defaultValues: taskFormValues(task, place) })
  const add = useAddTask()
  const update = useUpdateTask()
  // Delete sends the task to the deleted list, with Undo in its toast, as from the list.
  const actions = useTaskActions(taskQuery(place ?? {}, { q: '', sortBy: 'latest' }))
  // Each opening starts from the task as it is now (saved since, or changed from the list) or, for a new task, empty.
  const startAfresh = useEffectEvent(() => form.reset(taskFormValues(task, place)))
  useEffect(() => {
    if (open) startAfresh()
  }, [open])
  const submit = useSubmit(form, (values) => (task ? update.mutateAsync({ ...values, id: task.id }) : add.mutateAsync(values)), {
    successMessage: ({ title }) => (task ? t`“${title}” was updated` : t`“${title}” was added`),
    errorMessage: t`The task could not be saved. Please try again.`,
    onSuccess: onClose,
  })
  const remove =
    task && !task.isDeleted ? (
      <Button
        color="error"
        startIcon={<DeleteOutlineRounded />}
        onClick={() => {
          onClose()
          actions.remove(task)
        }}
      >
        <Trans>Delete</Trans>
      </Button>
    ) : undefined

  return (
    <FormDrawer
      {...submit}
      open={open}
      title={task ? <Trans>Edit task</Trans> : <Trans>Add task</Trans>}
      submitLabel={task ? <Trans>Update</Trans> : <Trans>Add</Trans>}
      dirty={form.formState.isDirty}
      onClose={onClose}
      secondaryAction={remove}
    >
      <TaskFormFields form={form} />
    </FormDrawer>
  )
}
