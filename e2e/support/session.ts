import { fileURLToPath } from 'node:url'
import { expect, type Page } from '@playwright/test'
import { TEST_DAY } from '../../src/mocks/db/clock'

export const demoAccounts = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const

/** A browser state per role, made once per run by `auth.setup.ts`: `guest` is signed out. */
export type Role = keyof typeof demoAccounts | 'guest'

/**
 * Where the setup project keeps a role's storage state (cookies and localStorage): one place in the
 * project, whatever folder a suite runs from (`.e2e-auth/admin.json`).
 */
export const roleState = (role: Role) => fileURLToPath(new URL(`../../.e2e-auth/${role}.json`, import.meta.url))

/**
 * Signs in as `role` (or not, for 'guest') and saves the browser state to `roleState(role)`, for a
 * setup project that signs in once per run. It makes the login form's own call and stores the same
 * keys as the form does (the form itself is tested in e2e/auth.spec.ts), with `testMockSettings`.
 */
export async function saveRoleState(page: Page, role: Role): Promise<void> {
  await page.addInitScript((settings) => localStorage.setItem('mock.settings', JSON.stringify(settings)), testMockSettings)
  await page.goto('/misc/coming-soon')
  await backendReady(page)
  if (role !== 'guest') {
    const ok = await page.evaluate(async (account) => {
      const response = await fetch('/jwt/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(account) })
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
}

/**
 * Mock settings every test starts with (docs/mock-backend.md, "Knobs"): answers without delay, tokens that outlive
 * the run, since the signed-in states are made once at its start, and the data seeded for one fixed
 * day (`clock`, src/mocks/db/clock.ts), so what a test asserts about the seed's dates holds on any
 * real day. Every role's saved state carries them (./auth.setup.ts), so every test starts with them.
 * A test about latency or expiry stores its own `mock.settings` with `page.addInitScript` before the
 * app boots; `mock.beforeBoot()` merges over these instead, keeping the clock.
 */
export const testMockSettings = { latency: [0, 0], accessTokenLifetime: 86_400, refreshTokenLifetime: 86_400, clock: TEST_DAY }

/** Waits until the mock back end answers (see docs/mock-backend.md, "Readiness signal"). */
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
