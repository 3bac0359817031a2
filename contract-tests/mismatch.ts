import type { z } from 'zod'

/** One way a server's answer differs from the contract. */
export interface Mismatch {
  /** "GET /api/users/list/data" */
  endpoint: string
  /** What the suite did: "valid input, as admin", "no token", ... */
  check: string
  /** Where in the answer: a JSON path such as `users[0].id`, or `status`. */
  path: string
  expected: string
  received: string
}

/** `users[0].id` from zod's `['users', 0, 'id']`; `(answer)` for the whole body. */
export function jsonPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(answer)'
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('')
}

/** A value as the report shows it: JSON, cut short; `nothing` for a missing one. */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing'
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** What an issue asked for, in words a reader of the report understands at once. */
function expectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
    default:
      return issue.message
  }
}

/** The mismatches of a body that its schema refused: one per issue, at its path. */
export function schemaMismatches(endpoint: string, check: string, body: unknown, issues: readonly z.core.$ZodIssue[]): Mismatch[] {
  return issues.map((issue) => ({
    endpoint,
    check,
    path: jsonPath(issue.path),
    expected: expectation(issue),
    received: shown(valueAt(body, issue.path)),
  }))
}

/** The report: one line per mismatch, endpoint, check, path, expected and received. */
export function formatMismatches(mismatches: readonly Mismatch[]): string {
  return mismatches
    .map((m) => `${m.endpoint} [${m.check}] ${m.path}: expected ${m.expected}, received ${m.received}`)
    .join('\n')
}
