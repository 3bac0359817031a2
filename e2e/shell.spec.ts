import { expect, test } from './support/mock'
import type { BrowserContext } from '@playwright/test'
import { chunkOf } from './support/chunks'

// The application shell: loading fallback, route error boundary, toasts, route progress bar.
// Routes are intercepted on the browser context, not the page: once the mock service worker
// controls the page, the page's own requests go through the worker and page.route no longer sees them.

/** The maintenance page's code, as the router splits it from its route file. */
const MAINTENANCE = 'src/routes/_blank/misc/maintenance.tsx?tsr-split'

/** Holds back every matching request until the test calls the returned `release()`. */
async function holdBack(context: BrowserContext, glob: string): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await context.route(glob, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test('the main layout shows a loader while its code downloads, then the page', async ({ page, context }) => {
  const release = await holdBack(context, chunkOf('src/routes/_main.tsx?tsr-split=component'))
  await page.goto('/')
  await expect(page.getByTestId('page-loader')).toBeVisible()
  release()
  await expect(page.getByRole('heading', { name: 'eCommerce Dashboard' })).toBeVisible()
  await expect(page.getByTestId('page-loader')).toHaveCount(0)
})

test('a route whose code fails to download shows the error boundary, and Retry recovers', async ({ page, context, consoleErrors }) => {
  consoleErrors.allow(/net::ERR_(INTERNET_DISCONNECTED|FAILED)|Failed to fetch dynamically imported module/, 'the failed download this test provokes')
  const chunk = chunkOf(MAINTENANCE)
  await context.route(chunk, (route) => route.abort('internetdisconnected'))
  await page.goto('/misc/maintenance')
  const retry = page.getByRole('button', { name: 'Retry' })
  await expect(retry).toBeVisible()
  await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Under Maintenance!' })).toHaveCount(0)

  // Some browsers remember a failed import() for its URL, so Retry must load the page afresh.
  await context.unroute(chunk)
  const reloaded = page.waitForEvent('load')
  await retry.click()
  await reloaded
  await expect(page.getByRole('heading', { name: 'Under Maintenance!' })).toBeVisible()
  await expect(retry).toHaveCount(0)
})

test('the newest toast is shown on top', async ({ page }) => {
  await page.goto('/misc/coming-soon')
  const email = page.getByRole('textbox', { name: 'Email' })
  const notify = page.getByRole('button', { name: 'Notify' })
  await email.fill('first@example.com')
  await notify.click()
  const first = page.getByText('Thanks! We will email first@example.com as soon as we launch.')
  await expect(first).toBeVisible()
  await email.fill('second@example.com')
  await notify.click()
  const second = page.getByText('Thanks! We will email second@example.com as soon as we launch.')
  await expect(second).toBeVisible()
  // Let the entering toast finish its slide before measuring.
  await expect(async () => {
    const [a, b] = [await first.boundingBox(), await second.boundingBox()]
    expect(a && b && b.y + b.height <= a.y).toBe(true)
  }).toPass()
})

test('the route progress bar shows during a slow navigation', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'eCommerce Dashboard' })).toBeVisible()
  const release = await holdBack(context, chunkOf(MAINTENANCE))
  await page.getByTestId('nav-pages').hover()
  await expect(page.getByTestId('nav-pages')).toHaveAttribute('aria-expanded', 'true')
  await page.getByTestId('nav-misc').hover()
  await expect(page.getByTestId('nav-misc')).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('menuitem', { name: 'Maintenance' }).click()
  await expect(page.getByTestId('route-progress')).toBeVisible()
  release()
  await expect(page.getByRole('heading', { name: 'Under Maintenance!' })).toBeVisible()
  await expect(page.getByTestId('route-progress')).toHaveCount(0)
})
