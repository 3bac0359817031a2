import { autocompleteData } from '../src/api/contract/search'
import { expect, test } from './support/mock'
import { expectEveryRow } from './support/rows'

// The plain MUI tables and the autocomplete demo, both fed by the mock back end.

test('/tables shows the four tables, and a collapsible row opens to show its details', async ({ page }) => {
  await page.goto('/tables')
  await expect(page.getByRole('heading', { level: 1, name: 'Tables' })).toBeVisible()
  for (const name of ['Basic table', 'Dense table', 'Sticky header', 'Collapsible rows']) {
    await expect(page.getByRole('table', { name })).toBeVisible()
  }
  // The sticky table holds all 100 rows (plus its header) and scrolls inside its card.
  await expect(page.getByRole('table', { name: 'Sticky header' }).getByRole('row')).toHaveCount(101)

  const collapsible = page.getByRole('table', { name: 'Collapsible rows' })
  const toggle = collapsible.getByRole('button', { name: /^Show details of / }).first()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(collapsible.getByRole('button', { name: /^Hide details of / })).toHaveAttribute('aria-expanded', 'true')
  const details = collapsible.locator('dl')
  await expect(details).toBeVisible()
  await expect(details.getByText('Salary')).toBeVisible()
  await expect(details.getByText(/@/)).toBeVisible()
})

test('/forms/autocomplete: typing filters the options', async ({ page }) => {
  await page.goto('/forms/autocomplete')
  const city = page.getByRole('combobox', { name: 'City', exact: true })
  await city.fill('lis')
  const options = page.getByRole('option')
  await expectEveryRow(options, 'lis')
  await options.filter({ hasText: 'Lisbon, Portugal' }).first().click()
  await expect(page.getByText('Selected: Lisbon, Portugal').first()).toBeVisible()
})

test('/forms/autocomplete: the multiple field adds a chip per pick', async ({ page }) => {
  await page.goto('/forms/autocomplete')
  const cities = page.getByRole('combobox', { name: 'Cities' })
  const field = page.locator('.MuiAutocomplete-root', { has: cities })
  await expect(field.locator('.MuiChip-root')).toHaveCount(2)
  await cities.click()
  await cities.fill('berl')
  await page.getByRole('option', { name: /Berlin, Germany/ }).click()
  await expect(field.locator('.MuiChip-root')).toHaveCount(3)
  await expect(field.locator('.MuiChip-root', { hasText: 'Berlin, Germany' })).toBeVisible()
  await expect(page.getByText('3 cities picked.')).toBeVisible()
})

test('/forms/autocomplete: the async field loads its options when opened', async ({ page }) => {
  // A slow back end (the mock's latency knob), so the loading state lasts long enough to be seen
  // even on a busy machine.
  await page.addInitScript(() => localStorage.setItem('mock.settings', JSON.stringify({ latency: [1500, 1500] })))
  await page.goto('/forms/autocomplete')
  const field = page.getByRole('combobox', { name: 'City (loaded on opening)' })
  const loaded = page.waitForResponse((r) => r.url().includes('/api/autocomplete/data'))
  await field.click()
  await expect(page.getByText('Loading cities…').first()).toBeVisible()
  await loaded
  await expect(page.getByRole('option').first()).toBeVisible()
  await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(10)
})

test('/forms/autocomplete: when the cities cannot load, the page says so, and Retry recovers', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/ApiError: GET \/api\/autocomplete\/data answered 500/, 'the router logs the failed load this test forces')
  await mock.beforeBoot({ failures: { autocompleteData: { status: 500 } } })
  await page.goto('/forms/autocomplete')
  await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible()
  expect((await mock.calls(autocompleteData)).at(-1)).toMatchObject({ status: 500 })
  await mock.clearFailures()
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('combobox').first()).toBeVisible()
})
