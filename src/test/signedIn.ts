import { beforeEach } from 'vitest'
import { login, logout } from '@/auth'
import { setupMockBackend, signIn } from '@/mocks/testing'

/**
 * For tests of screens and queries: the mock back end answers the app's real fetch calls, and
 * every test starts signed in as `role` (the previous test's session gone).
 */
export function setupSignedInBackend(role: Parameters<typeof signIn>[0] = 'admin'): void {
  setupMockBackend()
  beforeEach(async () => {
    logout()
    login(await signIn(role))
  })
}
