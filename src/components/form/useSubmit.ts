import { useRef, useState, type BaseSyntheticEvent } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { showToast } from '../toast'
import { showSubmitError } from './serverErrors'

export interface SubmitOptions<TValues, TAnswer> {
  /** The toast once saved, translated: a text, or made from the answer (`(user) => t\`${user.fullName} was added\``). */
  successMessage?: string | ((answer: TAnswer) => string)
  /**
   * What follows a save (close the drawer, open the saved record), after the toast. A promise is
   * waited for, the spinner still turning: a second step (mail what was saved) is part of the submit.
   */
  onSuccess?: (answer: TAnswer, values: TValues) => void | Promise<void>
  /** The form's alert when the server's answer named no field (offline, a 500), translated; a general one by default. */
  errorMessage?: string
}

export interface Submit {
  /** The form's `onSubmit` (or a button's `onClick`): checks the fields, then saves. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
  /** The save (and `onSuccess`) is under way: for the submit button's spinner (`loading`). */
  pending: boolean
}

/**
 * The one way a kit form submits. `save` is the mutation (`(values) => add.mutateAsync(values)`),
 * called with the form's valid values. While it runs, `pending`; a second submit meanwhile is
 * ignored. When the server refuses, its messages go under the fields they name and the rest (or
 * `errorMessage`) into the form's `<FormAlert>` (see `showSubmitError`). Once saved, the success toast, then `onSuccess`.
 *
 * ```tsx
 * const submit = useSubmit(form, (values) => add.mutateAsync(values), {
 *   successMessage: ({ fullName }) => t`${fullName} was added`,
 *   errorMessage: t`The user could not be saved. Please try again.`,
 *   onSuccess: close,
 * })
 * <FormDrawer {...submit} open={open} title={…} submitLabel={…} onClose={close}>…</FormDrawer>
 * ```
 *
 * A form with two ways to finish (Save, Save and send) takes one each: each has its own `pending`.
 */
export function useSubmit<TFields extends FieldValues, TValues extends FieldValues, TAnswer>(
  form: UseFormReturn<TFields, unknown, TValues>,
  save: (values: TValues) => Promise<TAnswer>,
  { successMessage, onSuccess, errorMessage }: SubmitOptions<TValues, TAnswer> = {},
): Submit {
  const { t } = useLingui()
  const [pending, setPending] = useState(false)
  // The state lags a render behind: a second Enter in a field must not save twice.
  const running = useRef(false)
  const run = async (values: TValues) => {
    if (running.current) return
    running.current = true
    setPending(true)
    try {
      let answer: TAnswer
      try {
        answer = await save(values)
      } catch (error) {
        showSubmitError(form, error, errorMessage ?? t`Your changes could not be saved. Please try again.`)
        return
      }
      const message = typeof successMessage === 'function' ? successMessage(answer) : successMessage
      if (message) showToast(message, { variant: 'success' })
      await onSuccess?.(answer, values)
    } finally {
      running.current = false
      setPending(false)
    }
  }
  return { onSubmit: (event) => form.handleSubmit(run)(event), pending }
}
