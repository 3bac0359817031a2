import { saveRoleState, test } from '../../e2e/support'

// Signs in once per role for the run; each test starts from its role's saved state.
for (const role of ['admin', 'client', 'guest'] as const) {
  test(`signed in as ${role}`, async ({ page }) => {
    await saveRoleState(page, role)
  })
}
