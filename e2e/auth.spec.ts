import { expect, test } from './support/mock'
import type { Page } from '@playwright/test'
import { roleState } from './support/session'
import { machineMs } from './support/time'

/**
 * Authentication journeys against the production build, with the real mock service worker
 * answering (no route interception): what a visitor sees, and what went over the network.
 * They start signed out.
 */
test.use({ storageState: roleState('guest') })

const admin = { email: 'admin@demo.com', password: 'admin', username: 'johndoe' }
const client = { email: 'client@demo.com', password: 'client' }
const LOGIN = '/pages/login-v2'

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
}

async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  const answer = page.waitForResponse('**/jwt/login')
  await page.getByRole('button', { name: 'Log in' }).click()
  return answer
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu-button').click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(LOGIN)
}

test('admin logs in and lands on the dashboard; the answer comes from the service worker', async ({ page }) => {
  await open(page, LOGIN)
  const answer = await logIn(page, admin)
  expect(answer.fromServiceWorker()).toBe(true)
  expect(answer.status()).toBe(200)
  const body = (await answer.json()) as { userData: { role: string }; accessToken: string; refreshToken: string }
  expect(body.userData.role).toBe('admin')
  expect(body.accessToken.split('.')).toHaveLength(3)
  await expect(page).toHaveURL('/')
  await expect(page.getByText('Welcome back, John Doe!')).toBeVisible()
})

test('a demo account fills the form in one click', async ({ page }) => {
  await open(page, '/pages/login-v1')
  await page.getByTestId('demo-account-client').click()
  await expect(page.getByLabel('Email')).toHaveValue(client.email)
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(client.password)
})

test('the form checks its fields before asking the server', async ({ page }) => {
  await open(page, LOGIN)
  let called = false
  page.on('request', (r) => {
    if (r.url().endsWith('/jwt/login')) called = true
  })
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address')
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required')
  expect(called).toBe(false)
})

test('a wrong password shows the server message under the email field', async ({ page }) => {
  await open(page, LOGIN)
  const answer = await logIn(page, { email: admin.email, password: 'wrong-password' })
  expect(answer.status()).toBe(400)
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email or Password is Invalid')
  await expect(page).toHaveURL(LOGIN)
})

test('registering with a taken email and username shows both messages', async ({ page }) => {
  await open(page, '/pages/register-v1')
  await page.getByLabel('Username').fill(admin.username)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill('long-enough-password')
  await page.getByLabel('I agree to the privacy policy & terms').check()
  const answer = page.waitForResponse('**/jwt/register')
  await page.getByRole('button', { name: 'Sign up' }).click()
  expect((await answer).status()).toBe(200)
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('This email is already in use.')
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription('This username is already in use.')
  await expect(page).toHaveURL('/pages/register-v1')
})

test('a newly registered user is signed in, and can log in again after a reload', async ({ page }) => {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const user = { username: `e2e${suffix}`, email: `e2e${suffix}@example.com`, password: 'a-new-password' }

  await open(page, '/pages/register-v2')
  await page.getByLabel('Username').fill(user.username)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByLabel('I agree to the privacy policy & terms').check()
  await page.getByRole('button', { name: 'Sign up' }).click()
  // New accounts are admins (see `register` in src/api/contract/auth.ts), so home is the dashboard.
  await expect(page).toHaveURL('/')

  await logOut(page)
  // The account lives in the mock's IndexedDB: a reload restarts the worker from there.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
  const answer = await logIn(page, user)
  expect(answer.status()).toBe(200)
  await expect(page).toHaveURL('/')
})

test('the client lands on access control, home is its own, and other pages are refused', async ({ page }) => {
  await open(page, LOGIN)
  await logIn(page, client)
  await expect(page).toHaveURL('/access-control')
  await expect(page.getByTestId('admin-card-absent')).toBeVisible()
  await expect(page.getByTestId('admin-only-card')).toHaveCount(0)

  // "/" is home, and the client's home is access control, never a dead end.
  await page.goto('/')
  await expect(page).toHaveURL('/access-control')

  await page.goto('/apps/email/inbox')
  await expect(page).toHaveURL('/misc/not-authorized')
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL('/access-control')
  // With the shell, and a way out.
  await logOut(page)
})

test('a signed-in user may open an auth page, and signing in there replaces the session', async ({ page }) => {
  await open(page, LOGIN)
  await logIn(page, client)
  await expect(page).toHaveURL('/access-control')
  await page.goto('/pages/register-v1')
  await expect(page).toHaveURL('/pages/register-v1')
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible()

  await page.goto('/pages/login-v1')
  await logIn(page, admin)
  await expect(page).toHaveURL('/')
  await expect(page.getByText('Welcome back, John Doe!')).toBeVisible()
})

test('a reload keeps the session', async ({ page }) => {
  await open(page, LOGIN)
  await logIn(page, admin)
  await expect(page).toHaveURL('/')
  await page.goto('/access-control')
  await expect(page.getByTestId('admin-only-card')).toBeVisible()
  await page.reload()
  await expect(page).toHaveURL('/access-control')
  await expect(page.getByTestId('admin-only-card')).toBeVisible()
  await expect(page.getByTestId('server-confirmation')).toContainText(admin.email)
})

test('after the access token expires, the app renews it silently and keeps working', async ({ page }) => {
  // Read by the mock at boot (src/mocks/settings.ts): access tokens live 2 seconds.
  await page.addInitScript(() => localStorage.setItem('mock.settings', JSON.stringify({ accessTokenLifetime: 2, latency: [0, 0] })))
  await open(page, LOGIN)
  await logIn(page, admin)
  await expect(page).toHaveURL('/')
  await page.goto('/access-control')
  await expect(page.getByTestId('server-confirmation')).toContainText(admin.email)

  // Wait, by the token's own `exp`, until the stored access token has expired.
  const expired = () =>
    page.evaluate(() => {
      const token = localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken') ?? ''
      const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number }
      return Date.now() / 1000 >= payload.exp
    })
  await expect.poll(expired, { timeout: machineMs(5_000) }).toBe(true)
  const refreshed = page.waitForResponse('**/jwt/refresh-token')
  await page.reload()
  const refresh = await refreshed
  expect(refresh.status()).toBe(200)
  expect(refresh.fromServiceWorker()).toBe(true)
  // No login page, no error: the protected call was retried with the new token.
  await expect(page).toHaveURL('/access-control')
  await expect(page.getByTestId('server-confirmation')).toContainText(admin.email)
})

test('an ended session lands on sign-in saying why; "Remember me" fills in the email and signing in returns to the same page', async ({ page }) => {
  // Read by the mock at boot (src/mocks/settings.ts): both tokens live 2 seconds, as if 10 idle minutes had passed.
  await page.addInitScript(() =>
    localStorage.setItem('mock.settings', JSON.stringify({ accessTokenLifetime: 2, refreshTokenLifetime: 2, latency: [0, 0] })),
  )
  await open(page, LOGIN)
  await expect(page.getByTestId('session-note')).toContainText('A session ends after 10 minutes without activity')
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
  expect((await logIn(page, admin)).ok()).toBe(true)
  // The users list, where the session ends: on this load already if the machine is slow, else on the reload below.
  await page.goto('/apps/user/list?role=editor')

  // Once the refresh token has expired too, the next call cannot be renewed.
  const refreshExpired = () =>
    page.evaluate(() => {
      const token = localStorage.getItem('refreshToken')
      // No token: the app has already found the session ended, and cleared it.
      if (!token) return true
      const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number }
      return Date.now() / 1000 >= payload.exp
    })
  await expect.poll(refreshExpired, { timeout: machineMs(5_000) }).toBe(true)
  await page.reload()
  await expect(page).toHaveURL(/\/pages\/login-v2\?.*expired=true/)
  await expect(page.getByTestId('session-expired')).toContainText('Your session ended after 10 minutes without activity')
  await expect(page.getByLabel('Email')).toHaveValue(admin.email)

  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL('/apps/user/list?role=editor')
})

test('logout returns to login and closes the protected pages again', async ({ page }) => {
  await open(page, LOGIN)
  await logIn(page, admin)
  await page.goto('/access-control')
  await expect(page.getByTestId('admin-only-card')).toBeVisible()

  await logOut(page)
  await page.goto('/access-control')
  await expect(page).toHaveURL(`${LOGIN}?redirect=%2Faccess-control`)

  // Logging in from there goes back where the visitor was headed.
  await logIn(page, admin)
  await expect(page).toHaveURL('/access-control')
})

test('forgot and reset password say honestly that nothing is sent or stored', async ({ page }) => {
  await open(page, '/pages/forgot-password-v1')
  await page.getByLabel('Email').fill('someone@example.com')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByTestId('forgot-password-notice')).toContainText('No email was sent')
  await page.getByRole('link', { name: 'Continue to reset password' }).click()
  await expect(page).toHaveURL('/pages/reset-password-v1')

  await page.getByLabel('New password').fill('abc')
  await page.getByLabel('Confirm password').fill('abd')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByLabel('New password')).toHaveAccessibleDescription('Use at least 8 characters')
  await page.getByLabel('New password').fill('long-enough-1')
  await page.getByLabel('Confirm password').fill('long-enough-2')
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('The passwords do not match')
  await page.getByLabel('Confirm password').fill('long-enough-1')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page).toHaveURL('/pages/login-v1')
})
