import { onSessionExpired } from '@/api/sessionExpired'
import { LOGIN_PATH } from '@/auth/paths'
import { router } from './router'

/**
 * When the client cannot renew the session (the refresh token expired or was refused), it has
 * already cleared the stored session: forget the cached data of that user and go to the login
 * page, which says why and brings the user back to where they were after signing in again.
 */
export function handleExpiredSessions(): void {
  onSessionExpired(() => {
    // Loaded on demand, like everywhere else in the entry chunk; already there if any data was fetched.
    void import('@/api/queryClient').then(({ queryClient }) => queryClient.clear())
    const { href } = router.state.location
    void router.navigate({ to: LOGIN_PATH, search: { redirect: href, expired: true }, replace: true })
  })
}
