import { expect, test } from './support/mock'
import { roleState } from './support/session'

// These journeys start signed out.
test.use({ storageState: roleState('guest') })

test('the app mounts into #root and the mock service worker controls the page', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('#root')).not.toBeEmpty()
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
  const controlled = await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.getRegistrations().then((r) => r.map((x) => x.active?.scriptURL ?? ''))
  })
  expect(controlled.some((url) => url.endsWith('/mockServiceWorker.js'))).toBe(true)
})

test('a service worker left by another app is unregistered once the app is ready', async ({ page, context }) => {
  await page.goto('/misc/error')
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
  // Serve a stale worker from an earlier app on this origin. The browser fetches a worker's script
  // itself, outside the page, so only a context-level route can answer it (page.route cannot).
  await context.route('**/old-sw.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'self.addEventListener("install", () => self.skipWaiting())' }),
  )
  const scopes = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope))
  const foreignScope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/old-sw.js', { scope: '/old/' })
    return registration.scope
  })
  expect(foreignScope).toMatch(/\/old\/$/)
  // The precondition that makes this test able to fail: the foreign worker really is registered.
  await expect.poll(() => scopes()).toContainEqual(foreignScope)

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
  await expect.poll(scopes).not.toContainEqual(foreignScope)
  // Our own worker survives the clean-up.
  const scripts = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? ''),
  )
  expect(scripts.some((url) => url.endsWith('/mockServiceWorker.js'))).toBe(true)
})

test('before its code arrives, the page shows a loading spinner on the background of the saved mode', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ mode: 'dark' })))
  // Holds back every script file: what shows is the page as the HTML and CSS alone paint it.
  await page.route('**/assets/*.js', () => {})
  await page.goto('/misc/error', { waitUntil: 'commit' })
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible()
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(37, 41, 60)')
})

test('several tabs starting at once raise no uncaught error, and each gets a working back end', async ({ context }) => {
  // Each tab registers (or updates) the mock worker while the others clean up foreign workers: none
  // may take the other's registration for a foreign one, nor leave an update to fail uncaught.
  const errors: string[] = []
  const pages = await Promise.all([1, 2, 3].map(() => context.newPage()))
  for (const page of pages) page.on('pageerror', (error) => errors.push(error.message))
  await Promise.all(pages.map((page) => page.goto('/misc/coming-soon')))
  for (const page of pages) await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
  await Promise.all(pages.map((page) => page.reload()))
  for (const page of pages) {
    await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
    const answer = await page.evaluate(async () => (await fetch('/api/auth/me')).status)
    expect(answer).toBe(401) // answered by the mock (signed out), not by the network
  }
  expect(errors).toEqual([])
})
