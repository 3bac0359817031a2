import { expect, test } from './support/mock'

// The page layouts: each page shows with its own layout while it is shown, over the user's settings,
// and the next page shows the user's again. Also the tree view's keyboard.

test('a layout page changes its own layout only, and the next page shows the user’s', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/page-layout/without-menu')
  const stored = () => page.evaluate(() => localStorage.getItem('settings'))
  const before = await stored()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(page.getByRole('heading', { level: 1, name: 'Without Menu' })).toBeVisible()
  await expect(menu).toHaveCount(0)
  await expect(page).toHaveTitle('Without Menu · Vantage Admin')
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(menu).toBeVisible()

  // Blank: nothing around the page but its own way back.
  await page.goto('/page-layout/blank')
  await expect(page.getByRole('heading', { level: 1, name: 'Blank Page' })).toBeVisible()
  await expect(page.getByTestId('layout-header')).toHaveCount(0)
  await expect(menu).toHaveCount(0)
  await expect(page.getByTestId('footer')).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to the dashboard' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('layout-header')).toBeVisible()
  await expect(page.getByTestId('footer')).toBeVisible()

  // Boxed: the content stops short of the window's width, and stops growing on a wider one.
  await page.goto('/page-layout/layout-boxed')
  const content = page.getByTestId('page-layout-layout-boxed')
  await expect(content).toBeVisible()
  await expect(page.getByTestId('layout-root')).toHaveAttribute('data-content-width', 'boxed')
  expect((await content.boundingBox())!.width).toBeLessThan(1440)
  await page.setViewportSize({ width: 2000, height: 900 })
  await expect.poll(async () => (await content.boundingBox())!.width).toBeLessThanOrEqual(1440)

  // None of it was written to the user's settings.
  expect(await stored()).toBe(before)
})

test('a tree item opens with the right arrow key', async ({ page }) => {
  await page.goto('/components/tree-view')
  const tree = page.getByRole('tree', { name: 'Site map' })
  const apps = tree.getByRole('treeitem', { name: 'Apps' })
  await expect(apps).toHaveAttribute('aria-expanded', 'false')
  await apps.focus()
  await page.keyboard.press('ArrowRight')
  await expect(apps).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(tree.getByRole('treeitem', { name: 'Email' })).toBeFocused()
})
