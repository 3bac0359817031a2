import { redirect, type AnyRouter } from '@tanstack/react-router'
import { can } from './ability'
import { homeFor } from './home'
import { getSession, sessionEndedByExpiry } from './session'

import { LOGIN_PATH, NOT_AUTHORIZED_PATH } from './paths'

export { LOGIN_PATH, NOT_AUTHORIZED_PATH }

/** What a route needs, e.g. `{ action: 'read', subject: 'ACL' }`. */
export interface Requirement {
  action: string
  subject: string
}

/**
 * Guard for a route's `beforeLoad`: a visitor who is not signed in goes to the login page (and
 * comes back after login); a signed-in user without the ability goes to `/misc/not-authorized`,
 * except at `/`: "home" (the brand, "Back to home") is the user's own home, which for a client
 * is not the dashboard.
 *
 *   beforeLoad: ({ location }) => requireAuth({ location, ability: { action: 'read', subject: 'ACL' } })
 *
 * Without `ability`, any signed-in user may enter.
 */
export function requireAuth({ location, ability }: { location: { href: string; pathname: string }; ability?: Requirement }): void {
  const { userData } = getSession()
  if (!userData) {
    // Typed against any router: the guard must not depend on which routes exist.
    // A session that ended for lack of activity: the login page says so (src/app/sessionExpiry.ts does the same).
    throw redirect<AnyRouter>({ to: LOGIN_PATH, search: { redirect: location.href, ...(sessionEndedByExpiry() && { expired: true }) } })
  }
  if (ability && !can(ability.action, ability.subject)) {
    const home = homeFor(userData)
    throw redirect<AnyRouter>({ to: location.pathname === '/' && home !== '/' ? home : NOT_AUTHORIZED_PATH, replace: true })
  }
}
