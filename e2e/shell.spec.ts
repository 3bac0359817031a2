import { expect, test, type BrowserContext } from '@playwright/test'

// The application shell: loading fallback, route error boundary, toasts, route progress bar.
// Routes are intercepted on the browser context, not the page: once the mock service worker
// controls the page, the page's own requests go through the worker and page.route no longer sees them.

/** Holds back every matching request for `ms` before letting it through. */
async function delay(context: BrowserContext, glob: string, ms: number) {
  await context.route(glob, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

test('the main layout shows a loader while its code downloads, then the page', async ({ page, context }) => {
  await delay(context, '**/assets/_main-*.js', 1500)
  await page.goto('/')
  await expect(page.getByTestId('page-loader')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Welcome to Vantage' })).toBeVisible()
  await expect(page.getByTestId('page-loader')).toHaveCount(0)
})

test('a route whose code fails to download shows the error boundary, and Retry recovers', async ({ page, context }) => {
  const chunk = '**/assets/maintenance-*.js'
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
  await expect(page.getByRole('heading', { name: 'Welcome to Vantage' })).toBeVisible()
  await delay(context, '**/assets/maintenance-*.js', 2000)
  await page.getByRole('link', { name: /Under maintenance/ }).click()
  await expect(page.getByTestId('route-progress')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Under Maintenance!' })).toBeVisible()
  await expect(page.getByTestId('route-progress')).toHaveCount(0)
})
