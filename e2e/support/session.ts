import { expect, type Page } from '@playwright/test'

export const demoAccounts = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const

/** A browser state per role, made once per run by `auth.setup.ts`: `guest` is signed out. */
export type Role = keyof typeof demoAccounts | 'guest'

/** Where the setup project keeps a role's storage state (cookies and localStorage). */
export const roleState = (role: Role) => `.e2e-auth/${role}.json`

/**
 * Mock settings every test starts with (README, "Knobs"): answers without delay, and tokens that
 * outlive the run, since the signed-in states are made once at its start. A test about latency or
 * expiry stores its own `mock.settings` with `page.addInitScript` before the app boots.
 */
export const testMockSettings = { latency: [0, 0], accessTokenLifetime: 86_400, refreshTokenLifetime: 86_400 }

/** Waits until the mock back end answers (see README, "Readiness signal"). */
export async function backendReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
}

/**
 * Stores localStorage entries as an earlier visit would have, before the app's first load in
 * this page. Once only: a reload later in the test keeps whatever the app stored since.
 */
export async function storeBeforeLoad(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('e2e.stored')) return
    sessionStorage.setItem('e2e.stored', '1')
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
  }, entries)
}
