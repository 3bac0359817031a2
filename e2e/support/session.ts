import { expect, type Page } from '@playwright/test'

export const demoAccounts = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const

/** Waits until the mock back end answers (see README, "Readiness signal"). */
export async function backendReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
}

/**
 * Signs in through the real mock back end without going through the login form (the auth specs
 * test the form): it calls POST /jwt/login from the page and stores the answer as the app does.
 * The page is left on a public page; navigate to where the test starts.
 */
export async function signIn(page: Page, role: keyof typeof demoAccounts = 'admin'): Promise<void> {
  await page.goto('/misc/coming-soon')
  await backendReady(page)
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
