/**
 * Error answers a resolver can throw; `handle()` turns them into JSON responses.
 *
 *   throw badRequest({ email: ['Email or Password is Invalid'] })  // 400 { error: { email: [...] } }
 *   throw unauthorized('Invalid refresh token')                      // 401 { error: '...' }
 *   throw forbidden('The client role may not read Email')            // 403 { error: '...' }
 *   throw notFound()                                                  // 404 { error: 'Not found' }
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: unknown },
  ) {
    super(`HTTP ${status}`)
  }
}

export const badRequest = (fields: Record<string, string[]>) => new HttpError(400, { error: fields })
export const unauthorized = (message: string) => new HttpError(401, { error: message })
export const forbidden = (message: string) => new HttpError(403, { error: message })
export const notFound = (message = 'Not found') => new HttpError(404, { error: message })

/**
 * The answer to anything a handler did not expect (a bug, a failed download): `500 { error }`, in the
 * contract's shape and without a stack. The detail goes to the console in development builds and tests.
 */
export function serverError(where: string, error: unknown): HttpError {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') console.error(`${where} failed:`, error)
  return new HttpError(500, { error: `${where} failed on the server` })
}
