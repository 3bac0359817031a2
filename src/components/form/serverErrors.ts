import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { fieldErrors } from '@/api'
import { contractMismatchText } from '@/api/errorText'

/** Where a message that belongs to no field waits for `<FormAlert>`. */
export const FORM_ALERT = 'root.server'

type AnyForm<T extends FieldValues> = UseFormReturn<T, unknown, FieldValues>

/**
 * Puts the server's per-field messages under the fields they name: the API refuses bad input with
 * `400 {"error": {"<field>": ["<message>"]}}` (read by `fieldErrors`). A message about a part of a
 * field goes to the field (`to.0.email` to `to`), the first one per field. Each stays until its
 * field is edited or the form is submitted again. Returns the messages that name no field here.
 */
export function applyServerErrors<T extends FieldValues>(form: AnyForm<T>, error: unknown): string[] {
  const fields = new Set(Object.keys(form.getValues()))
  const placed = new Set<string>()
  const unplaced: string[] = []
  for (const [path, message] of Object.entries(fieldErrors(error) ?? {})) {
    const field = path.split('.')[0]!
    if (!fields.has(field)) unplaced.push(message)
    else if (!placed.has(field)) {
      placed.add(field)
      form.setError(field as Path<T>, { type: 'server', message })
    }
  }
  return unplaced
}

/**
 * The one way a failed submit shows: each field's message under it, and the rest in the form's
 * alert (`<FormAlert>`). `fallback` is the alert when the answer named nothing at all, say a
 * network error or a 500: it tells the user what failed and that trying again may help. An answer
 * that does not match the contract is spelled out after it (the endpoint and the fields that differ).
 */
export function showSubmitError<T extends FieldValues>(form: AnyForm<T>, error: unknown, fallback: string): void {
  const named = Object.keys(fieldErrors(error) ?? {}).length
  const unplaced = applyServerErrors(form, error)
  const mismatch = contractMismatchText(error)
  const alert = unplaced.length > 0 ? unplaced.join(' ') : mismatch ? `${fallback} ${mismatch}` : named === 0 ? fallback : null
  if (alert) form.setError(FORM_ALERT, { type: 'server', message: alert })
}
