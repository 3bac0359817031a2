import { ApiError } from '@/api'

/**
 * Runs a call whose body wraps the form's values in one field (`{ task: {...} }`), so that the
 * back end's refusals name the form's fields: `task.title` becomes `title`, and the form kit puts
 * the message under the title field (src/components/form/serverErrors.ts).
 */
export async function withFieldsOf<T>(wrapper: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw unwrapped(error, wrapper)
  }
}

/** The error with each field named inside `wrapper` renamed without it; any other error as it is. */
export function unwrapped(error: unknown, wrapper: string): unknown {
  if (!(error instanceof ApiError)) return error
  const inner = (error.body as { error?: unknown } | null)?.error
  if (!inner || typeof inner !== 'object') return error
  const prefix = `${wrapper}.`
  const fields = Object.fromEntries(Object.entries(inner).map(([field, message]) => [field.startsWith(prefix) ? field.slice(prefix.length) : field, message]))
  return new ApiError(error.endpoint, error.status, { ...(error.body as object), error: fields })
}
