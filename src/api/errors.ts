import type { z } from 'zod'

/**
 * The server answered with an error status (or, for register, with an error body: see
 * `src/auth/queries.ts`). `body` is the server's answer as it came, usually `{ error: ... }`.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    /** "METHOD /path" of the endpoint. */
    readonly endpoint: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${endpoint} answered ${status}: ${JSON.stringify(body) ?? '(no body)'}`)
  }
}

/**
 * The server's answer does not match the contract. The message names the endpoint and where the
 * answer differs, e.g. `POST /jwt/login: userData.role: Invalid option: expected one of "admin"|"client"`:
 * the first thing to read when connecting a real back end.
 */
export class ContractMismatchError extends Error {
  override name = 'ContractMismatchError'
  constructor(
    readonly endpoint: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    const where = issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    super(`${endpoint}: ${where.join('; ')}`)
  }
}

/**
 * The per-field messages of an error, for showing next to form fields: `{ email: 'Email or Password is Invalid' }`.
 * Reads both shapes the API uses, `{ error: { field: ['message'] } }` and register's
 * `{ error: { field: 'message' | null } }`. Null when the error names no field.
 */
export function fieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError)) return null
  const inner = (error.body as { error?: unknown } | null)?.error
  if (!inner || typeof inner !== 'object') return null

  const messages: Record<string, string> = {}
  for (const [field, value] of Object.entries(inner)) {
    const first: unknown = Array.isArray(value) ? value[0] : value
    if (typeof first === 'string') messages[field] = first
  }
  return Object.keys(messages).length > 0 ? messages : null
}
