import { plural, t } from '@lingui/core/macro'
// The exact module: it is small, and the error screens that use this are in every first load.
import { ContractMismatchError } from '@/api/errors'

/** How many of a mismatch's differences are spelled out; the rest are counted. */
const SHOWN_ISSUES = 3

/**
 * What to tell the user when the back end answered in a shape the contract does not allow
 * (src/api/contract): the endpoint, and each difference with the path of the field, e.g.
 * `POST /jwt/login answered in a shape the app does not expect: userData.role: Invalid option: ...`.
 * Null for any other error. The first thing to read when connecting a real back end, so every
 * error state of the kit shows it (StateMessage's `error`, RouteError, showSubmitError, optimisticMutation).
 */
export function contractMismatchText(error: unknown): string | null {
  if (!(error instanceof ContractMismatchError)) return null
  const { endpoint, issues } = error
  const shown = issues.slice(0, SHOWN_ISSUES).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
  const more = issues.length - shown.length
  if (more > 0) shown.push(plural(more, { one: 'and # more difference', other: 'and # more differences' }))
  const differences = shown.join('; ')
  return t`${endpoint} answered in a shape the app does not expect: ${differences}`
}

/** An error as one line for the user: a contract mismatch in words, anything else as its own message. */
export function errorText(error: unknown): string {
  return contractMismatchText(error) ?? (error instanceof Error ? error.message : String(error))
}
