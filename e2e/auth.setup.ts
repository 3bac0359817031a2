import { test as setup } from '@playwright/test'
import { saveRoleState, type Role } from './support/session'

// Signs in once per role for the whole run; every test then starts from that role's saved state
// (playwright.config.ts: `storageState`). The login form itself is tested in auth.spec.ts.
// The mock's data lives in IndexedDB, which the saved state leaves out: each test gets a fresh seed.

for (const role of ['admin', 'client', 'guest'] as const satisfies Role[]) {
  setup(`browser state: ${role}`, async ({ page }) => {
    await saveRoleState(page, role)
  })
}
