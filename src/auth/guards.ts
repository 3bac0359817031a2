import { redirect, type AnyRouter } from '@tanstack/react-router'
import { can } from './ability'
import { homeFor } from './home'
import { getSession } from './session'

import { LOGIN_PATH, NOT_AUTHORIZED_PATH } from './paths'

export { LOGIN_PATH, NOT_AUTHORIZED_PATH }

/** What a route needs, e.g. `{ action: 'read', subject: 'ACL' }`. */
export interface Requirement {
  action: string
  subject: string
}

/**
 * Guard for a route's `beforeLoad`: a visitor who is not signed in goes to the login page (and
 * comes back after login); a signed-in user without the ability goes to `/misc/not-authorized`.
 *
 *   beforeLoad: ({ location }) => requireAuth({ location, ability: { action: 'read', subject: 'ACL' } })
 *
 * Without `ability`, any signed-in user may enter.
 */
export function requireAuth({ location, ability }: { location: { href: string }; ability?: Requirement }): void {
  if (!getSession().userData) {
    // Typed against any router: the guard must not depend on which routes exist.
    throw redirect<AnyRouter>({ to: LOGIN_PATH, search: { redirect: location.href } })
  }
  if (ability && !can(ability.action, ability.subject)) {
    throw redirect<AnyRouter>({ to: NOT_AUTHORIZED_PATH })
  }
}

/** Guard for the auth pages (login, register...): a signed-in user goes to their home instead. */
export function redirectIfLoggedIn(): void {
  const { userData } = getSession()
  if (userData) throw redirect<AnyRouter>({ to: homeFor(userData) })
}
