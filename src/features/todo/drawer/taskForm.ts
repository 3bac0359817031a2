import { z } from 'zod'
import { MAX_TASK_TITLE_LENGTH, TaskInput, type Task } from '@/api/contract/todo'
import { text } from '@/api/contract/text'
import type { ZodForm } from '@/components/form'
import type { TodoPlace } from '../view'

/**
 * The task form's rules: the contract's TaskInput, so the form and the back end agree, with two
 * changes for the screen. The missing title is said in the user's language (the contract's own words
 * are English), and an empty date field ('' in the date picker) is no due date (null).
 */
export function taskFormSchema(titleRequired: string) {
  return TaskInput.extend({
    title: text(MAX_TASK_TITLE_LENGTH, { trim: true }).min(1, titleRequired),
    dueDate: z.preprocess((value) => (value === '' ? null : value), TaskInput.shape.dueDate),
  })
}

export type TaskFormSchema = ReturnType<typeof taskFormSchema>
export type TaskForm = ZodForm<TaskFormSchema>
export type TaskFormValues = z.input<TaskFormSchema>

/** The form's values for a task, or for a new one in `place` (starred in Important, tagged in a tag's list). */
export function taskFormValues(task: Task | undefined, place: TodoPlace = {}): TaskFormValues {
  if (task) {
    const { title, dueDate, description, assignee, tags, isCompleted, isDeleted, isImportant } = task
    return { title, dueDate: dueDate ?? '', description, assignee, tags, isCompleted, isDeleted, isImportant }
  }
  return {
    title: '',
    dueDate: '',
    description: '',
    assignee: null,
    tags: place.tag ? [place.tag] : [],
    isCompleted: place.filter === 'completed',
    isDeleted: false,
    isImportant: place.filter === 'important',
  }
}
