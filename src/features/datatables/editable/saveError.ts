import { t } from '@lingui/core/macro'
import { ApiError, fieldErrors } from '@/api'

/**
 * Why a save failed, in a line: the server's message for the field (a 400 names it: "A salary cannot
 * be negative"), its own `error` text otherwise (a 404's "No row with id 9"), else a general line.
 */
export function saveErrorReason(error: unknown, field: string): string {
  const fields = fieldErrors(error)
  if (fields) return fields[field] ?? Object.values(fields)[0]!
  const message = error instanceof ApiError ? (error.body as { error?: unknown } | null)?.error : undefined
  if (typeof message === 'string' && error instanceof ApiError && error.status < 500) return message
  return t`The server could not save it. Please try again.`
}
