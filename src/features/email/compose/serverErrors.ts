import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { ApiError, fieldErrors } from '@/api'
import type { ComposeField } from './composeValues'

const FIELDS: readonly string[] = ['to', 'cc', 'bcc', 'subject', 'message', 'attachments'] satisfies ComposeField[]

export interface ServerErrors {
  /** Messages for the fields they name (`to.0.email` belongs to `to`). */
  fields: Partial<Record<ComposeField, string>>
  /** What belongs to no field, for an alert above the form. */
  alert: string | null
}

/** Reads a failed send or save into messages for the fields and an alert for the rest. */
export function readServerErrors(error: unknown, i18n: I18n): ServerErrors {
  const fields: ServerErrors['fields'] = {}
  const unplaced: string[] = []
  for (const [path, message] of Object.entries(fieldErrors(error) ?? {})) {
    const field = path.split('.')[0]!
    if (FIELDS.includes(field)) fields[field as ComposeField] ??= message
    else unplaced.push(message)
  }
  if (Object.keys(fields).length > 0 || unplaced.length > 0) return { fields, alert: unplaced.join(' ') || null }

  const alert =
    error instanceof ApiError && error.status === 404
      ? i18n._(msg`The mail or draft this refers to no longer exists.`)
      : i18n._(msg`The message could not be sent or saved. Please try again.`)
  return { fields, alert }
}
