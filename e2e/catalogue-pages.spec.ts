import { expect, test } from './support/mock'

// The charts, colors and icons pages: each chart is a named figure whose table opens, a colour's
// value and an icon's import line go to the clipboard, and the icons are filtered from the address.

test('the charts page shows every chart as a named figure whose data table opens', async ({ page }) => {
  await page.goto('/charts')
  const names = [
    'Visitors per month, this year and last',
    'Visits per day by source',
    'Revenue per quarter by channel',
    'Visits by device',
    'Orders by payment state',
    'Scores out of 100 of two products',
    'Campaigns: spend, conversions and reach',
    'Share price per day, May 12, 2025 to June 2, 2025',
  ]
  for (const name of names) {
    const figure = page.getByRole('figure', { name, exact: true })
    await expect(figure.locator('svg.recharts-surface').first(), name).toBeVisible()
  }
  const candles = page.getByRole('figure', { name: names[7] })
  await candles.getByRole('button', { name: 'Show data table' }).click()
  const table = candles.getByRole('table', { name: names[7] })
  await expect(table.getByRole('row')).toHaveCount(17)
  await expect(table.getByRole('row').nth(1)).toContainText('May 12, 2025')
  await expect(table.getByRole('row').nth(1)).toContainText('$182.63')
  expect((await table.boundingBox())!.height, 'the table is shown, not only read out').toBeGreaterThan(200)
  await expect(candles.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true')
})

test('a click on a colour value copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/colors')
  const background = page.getByRole('region', { name: 'Background', exact: true })
  await background.getByRole('button', { name: '#F8F7FA', exact: true }).click()
  await expect(page.getByText('Copied #F8F7FA')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#F8F7FA')
})

test('typing narrows the icons, the address keeps the filter, and a click copies the import line', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/icons')
  const grid = page.getByRole('group', { name: 'Icons' })
  await expect(grid.getByRole('button').first()).toBeVisible()
  // Only the rows in view are in the page.
  expect(await grid.getByRole('button').count()).toBeLessThan(200)
  await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ icons$/ })).toHaveText(/^2,\d{3} icons$/)

  await page.getByRole('searchbox', { name: 'Search icons' }).fill('alarm')
  await expect(page).toHaveURL(/[?&]q=alarm/)
  await expect(page.getByRole('status').filter({ hasText: /icons$/ })).toHaveText('7 icons')
  await expect(grid.getByRole('button')).toHaveCount(7)
  await grid.getByRole('button', { name: 'AlarmAddOutlined', exact: true }).click()
  await expect(page.getByText('Copied the import of AlarmAddOutlined')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("import AlarmAddOutlined from '@mui/icons-material/AlarmAddOutlined'")
})
