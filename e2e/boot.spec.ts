import { expect, test } from '@playwright/test'

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

test('a service worker left by another app is unregistered once the app is ready', async ({ page }) => {
  await page.goto('/misc/error')
  // Simulate a stale worker from an earlier app on this origin.
  await page.route('**/old-sw.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'self.addEventListener("install", () => self.skipWaiting())' }),
  )
  await page.evaluate(() => navigator.serviceWorker.register('/old-sw.js', { scope: '/old/' }))
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope)))
    .not.toContainEqual(expect.stringContaining('/old/'))
})
