/**
 * When to renew a session before its access token expires. Renewing only after a 401 would be too
 * late: the refresh token was issued with the access token and lives as long, so by then it has
 * expired too. A token is due for renewal in the last fifth of its life (at most the last minute):
 * a 10-minute token 60 s before it expires, a 5-second test token 1 s before.
 */
const MAX_AHEAD_SECONDS = 60

/** Whether `token` (a JWT) expires within its renewal window. An unreadable token is left to the server. */
export function dueForRenewal(token: string, now = Date.now()): boolean {
  const claims = readClaims(token)
  if (!claims) return false
  const ahead = Math.min(MAX_AHEAD_SECONDS, (claims.exp - claims.iat) / 5)
  return now / 1000 >= claims.exp - ahead
}

/** The token's `exp` and `iat`, read without verifying: only the server can tell whether it is valid. */
function readClaims(token: string): { exp: number; iat: number } | null {
  try {
    const payload = token.split('.')[1]
    if (!payload) return null
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; iat?: unknown }
    if (typeof json.exp !== 'number') return null
    return { exp: json.exp, iat: typeof json.iat === 'number' ? json.iat : json.exp - 600 }
  } catch {
    return null
  }
}
