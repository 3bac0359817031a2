import { expect, test } from './support/mock'
import type { Page, Route } from '@playwright/test'

/**
 * The build for a real back end (`npm run build:e2e-real-backend`: VITE_API_MOCK=false, and
 * VITE_API_BASE_URL as below), served by the `real-backend` project of playwright.config.ts. Its
 * back end is a stub in each test (`page.route`), so what goes over the network is the test's own.
 */
const API = 'http://api.vantage.test/v1'

// `vite preview` serves an empty folder without complaint: say what is missing instead of failing on an empty page.
test.beforeAll(async ({ request }) => {
  const page = await request.get('/')
  expect(page.ok() && (await page.text()).includes('id="root"'), 'dist-real-backend/ is not built: npm run build:test').toBe(true)
})

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept-Language',
}

/** Answers every call to the configured back end with `answer(path)` as JSON; what it returns undefined for is a 404. */
async function stubBackend(page: Page, answer: (method: string, path: string) => unknown): Promise<string[]> {
  const calls: string[] = []
  await page.route(`${API}/**`, async (route: Route) => {
    const request = route.request()
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS })
    const path = new URL(request.url()).pathname.slice(new URL(API).pathname.length)
    calls.push(`${request.method()} ${path}`)
    const body = answer(request.method(), path)
    return route.fulfill({ status: body === undefined ? 404 : 200, headers: CORS, json: body ?? { error: 'Not found' } })
  })
  return calls
}

const user = {
  id: 1,
  fullName: 'Ada Admin',
  username: 'ada',
  avatar: null,
  email: 'ada@example.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
  extras: { eCommerceCartItemsCount: 0 },
}

async function logIn(page: Page) {
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Password', { exact: true }).fill('secret')
  await page.getByRole('button', { name: 'Log in' }).click()
}

const registrations = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => ({
      scope: r.scope,
      script: (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? '',
    })),
  )

test('registers no service worker, and leaves one of another app on this origin alone', async ({ page, context }) => {
  await page.goto('/misc/coming-soon')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
  expect(await registrations(page)).toEqual([])
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  // No worker script in the build either.
  expect((await page.request.get('/mockServiceWorker.js')).headers()['content-type']).toContain('text/html')

  // Another app's worker on the same origin: the browser fetches its script itself, so only a
  // context-level route can serve it.
  await context.route('**/other-app-sw.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'self.addEventListener("install", () => self.skipWaiting())' }),
  )
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.register('/other-app-sw.js', { scope: '/other/' })).scope)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The app with the mock removes such a worker once it boots (e2e/boot.spec.ts); this one does not touch it.
  expect(await registrations(page)).toEqual([{ scope, script: expect.stringMatching(/\/other-app-sw\.js$/) }])
})

test('the sign-in pages offer no demo accounts and speak of no demo or mock', async ({ page }) => {
  await page.goto('/pages/login-v1')
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible()
  await expect(page.locator('[data-testid^="demo-account"]')).toHaveCount(0)
  expect(await page.locator('body').innerText()).not.toMatch(/demo|mock/i)
  await page.screenshot({ path: test.info().outputPath('login.png'), fullPage: true })

  await page.goto('/pages/forgot-password-v1')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByTestId('forgot-password-notice')).toContainText('No email was sent')
  expect(await page.locator('body').innerText()).not.toMatch(/demo|mock/i)

  await page.goto('/pages/reset-password-v2')
  await expect(page.getByRole('form', { name: 'Reset password' })).toBeVisible()
  expect(await page.locator('body').innerText()).not.toMatch(/demo|mock/i)
})

test('the login goes to the configured back end, and an answer off the contract says where it differs', async ({ page }) => {
  const calls = await stubBackend(page, (method, path) =>
    method === 'POST' && path === '/jwt/login' ? { userData: { ...user, role: 'superuser' }, accessToken: 'a', refreshToken: 'r' } : undefined,
  )
  await page.goto('/pages/login-v2')
  const request = page.waitForRequest((r) => r.url().endsWith('/jwt/login') && r.method() === 'POST')
  await logIn(page)
  expect((await request).url()).toBe(`${API}/jwt/login`)
  expect((await request).postDataJSON()).toEqual({ email: 'ada@example.com', password: 'secret' })

  const alert = page.getByRole('alert').filter({ hasText: 'answered in a shape the app does not expect' })
  await expect(alert).toContainText('POST /jwt/login answered in a shape the app does not expect: userData.role: Invalid option')
  // Not signed in: the answer was not taken.
  await expect(page).toHaveURL(/\/pages\/login-v2/)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled()
  expect(calls).toEqual(['POST /jwt/login'])
  await page.screenshot({ path: test.info().outputPath('login-mismatch.png'), fullPage: true })
})

test('signed in, a screen whose answers are off the contract names the endpoint and the field', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/ContractMismatchError/, 'the answers off the contract this test serves')
  // A good login; then every other call answers an empty object, which no screen's contract allows.
  const calls = await stubBackend(page, (_method, path) =>
    path === '/jwt/login' ? { userData: user, accessToken: 'a', refreshToken: 'r' } : {},
  )
  await page.goto('/pages/login-v1')
  await logIn(page)
  await expect(page).toHaveURL('/')
  const mismatch = page.getByTestId('contract-mismatch').first()
  await expect(mismatch).toContainText(/^GET \/\S+ answered in a shape the app does not expect: \S+: /)
  expect(calls.filter((call) => call.startsWith('GET '))).not.toEqual([])
  await page.screenshot({ path: test.info().outputPath('dashboard-mismatch.png'), fullPage: true })

  await page.goto('/apps/user/list')
  await expect(page.getByTestId('contract-mismatch').first()).toContainText(/^GET \/api\/users\/\S* answered in a shape the app does not expect: /)
  await page.screenshot({ path: test.info().outputPath('users-mismatch.png'), fullPage: true })
})
