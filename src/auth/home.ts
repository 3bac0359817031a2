import type { AuthUser } from '@/api/contract/auth'

/** Where a user lands after login, and where `/` ("home") takes them. */
export function homeFor(user: Pick<AuthUser, 'role'>): '/' | '/access-control' {
  return user.role === 'admin' ? '/' : '/access-control'
}

/**
 * Where to go after login: the `redirect` search param when it is a path inside this app, else
 * the user's home. Anything else (`https://...`, `//host`) is ignored, so a link cannot send a
 * freshly signed-in user to another site.
 */
export function afterLoginPath(user: Pick<AuthUser, 'role'>, redirect?: string): string {
  const isLocalPath = typeof redirect === 'string' && redirect.startsWith('/') && !redirect.startsWith('//')
  return isLocalPath ? redirect : homeFor(user)
}
