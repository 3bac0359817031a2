import { refreshToken as refreshEndpoint } from '@/api/contract/auth'
import { ApiError } from './errors'
import { readAnswer, send } from './http'
import { notifySessionExpired } from './sessionExpired'
import { tokens } from './tokenSource'

/**
 * Renews the session through `POST /jwt/refresh-token`. Calls that meet a 401 at the same moment
 * share ONE exchange: a second exchange would present a refresh token the first one already used.
 */
let inFlight: Promise<boolean> | null = null

/** Resolves true when new tokens are stored; false when the server refused (the session is then over). */
export function refreshSession(): Promise<boolean> {
  inFlight ??= exchange().finally(() => {
    inFlight = null
  })
  return inFlight
}

/** The exchange under way, if any, so a new call can wait for it instead of sending a stale token. */
export function refreshInProgress(): Promise<unknown> | null {
  return inFlight
}

async function exchange(): Promise<boolean> {
  const refreshToken = tokens().refreshToken()
  try {
    if (!refreshToken) return endSession()
    const response = await send(refreshEndpoint, { body: { refreshToken } }, null)
    tokens().renewed(await readAnswer(refreshEndpoint, response))
    return true
  } catch (error) {
    // The server said no: the session is over. Anything else (offline, a server bug) is not the
    // user's fault, so it reaches the callers as the error it is, and the session stays.
    if (error instanceof ApiError) return endSession()
    throw error
  }
}

function endSession(): false {
  tokens().ended()
  notifySessionExpired()
  return false
}
