import { expect, test as setup } from '@playwright/test'
import { backendReady, demoAccounts, roleState, testMockSettings, type Role } from './support/session'

// Signs in once per role for the whole run; every test then starts from that role's saved state
// (playwright.config.ts: `storageState`). The login form itself is tested in auth.spec.ts.
// The mock's data lives in IndexedDB, which the saved state leaves out: each test gets a fresh seed,
// for the fixed day of `testMockSettings.clock`, which the saved localStorage keeps (./support/session.ts).

for (const role of ['admin', 'client', 'guest'] as const satisfies Role[]) {
  setup(`browser state: ${role}`, async ({ page }) => {
    await page.addInitScript((settings) => localStorage.setItem('mock.settings', JSON.stringify(settings)), testMockSettings)
    await page.goto('/misc/coming-soon')
    await backendReady(page)
    if (role !== 'guest') {
      // The same call and the same storage keys as the login form.
      const ok = await page.evaluate(async (account) => {
        const response = await fetch('/jwt/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(account),
        })
        if (!response.ok) return false
        const { userData, accessToken, refreshToken } = await response.json()
        localStorage.setItem('userData', JSON.stringify(userData))
        localStorage.setItem('accessToken', accessToken)
        localStorage.setItem('refreshToken', refreshToken)
        return true
      }, demoAccounts[role])
      expect(ok, `sign in as ${role}`).toBe(true)
    }
    await page.context().storageState({ path: roleState(role) })
  })
}
