import { expect, test } from './support/mock'
import type { Page } from '@playwright/test'
import { expectEveryRow } from './support/rows'

// The DataGrid pages: every search, page and sort is a real request to the mock back end, and the
// address holds the view, so a reload shows the same rows.

const rows = (page: Page) => page.locator('.MuiDataGrid-row')
const cells = (page: Page, field: string) => page.locator(`.MuiDataGrid-row [data-field="${field}"]`)
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search rows' })
const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))

/** A response of the page endpoint whose query has `param` (e.g. "q=arjun", "page=2"). */
const pageResponse = (page: Page, param: string) =>
  page.waitForResponse((r) => r.url().includes('/api/datatables/data') && r.url().includes(param))

test('the advanced table filters through a request to the server and shows only matching rows', async ({ page }) => {
  await page.goto('/datatables/advanced')
  await expect(rows(page)).toHaveCount(10)

  const answered = pageResponse(page, 'q=')
  await searchBox(page).fill('arjun')
  const response = await answered
  expect(new URL(response.url()).searchParams.get('q')).toBe('arjun')
  const { total, invoices } = (await response.json()) as { total: number; invoices: unknown[] }
  expect(total).toBeGreaterThan(0)
  expect(total).toBeLessThan(100)

  await expect(rows(page)).toHaveCount(invoices.length)
  await expectEveryRow(rows(page), 'arjun')
  await expect(page).toHaveURL(/q=arjun/)
})

test('it pages: the next page shows rows 11 to 20, and 25 rows a page shows 25', async ({ page }) => {
  await page.goto('/datatables/advanced')
  await expect(cells(page, 'id')).toHaveText(ids(1, 10))

  const second = pageResponse(page, 'page=2')
  await page.getByRole('button', { name: 'Go to next page' }).click()
  await second
  await expect(cells(page, 'id')).toHaveText(ids(11, 20))
  await expect(page).toHaveURL(/page=2/)

  const bigger = pageResponse(page, 'perPage=25')
  await page.getByRole('combobox', { name: /rows per page/i }).click()
  await page.getByRole('option', { name: '25' }).click()
  await bigger
  await expect(cells(page, 'id')).toHaveText(ids(1, 25))
  await expect(page).toHaveURL(/perPage=25/)
})

test('an address past the last page moves to the last page', async ({ page }) => {
  await page.goto('/datatables/advanced?page=99')
  await expect(page).toHaveURL(/page=10\b/)
  await expect(cells(page, 'id')).toHaveText(ids(91, 100))
})

test('it sorts on the server: a click on a header changes the first row and puts sortBy in the URL', async ({ page }) => {
  await page.goto('/datatables/advanced')
  const firstName = cells(page, 'full_name').first()
  await expect(cells(page, 'id')).toHaveText(ids(1, 10))
  const before = await firstName.innerText()

  const sorted = pageResponse(page, 'sortBy=salary')
  await page.getByRole('columnheader', { name: 'Salary' }).click()
  const { invoices } = (await (await sorted).json()) as { invoices: { full_name: string; salary: string }[] }
  await expect(page).toHaveURL(/sortBy=salary/)
  await expect(firstName).toContainText(invoices[0]!.full_name)
  await expect(firstName).not.toHaveText(before)
  // Ascending by amount, not by text ("$9,000" before "$10,000").
  const amounts = invoices.map((row) => Number(row.salary.replace(/[^\d.]/g, '')))
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
})

test('the URL holds the table state: a reload shows the same rows and the same search text', async ({ page }) => {
  // Rows are compared by their id cells: plain text. A name cell also holds the avatar, whose
  // initials show only once its picture has failed to load, so its text depends on timing.
  await page.goto('/datatables/advanced')
  const searched = pageResponse(page, 'q=an')
  await searchBox(page).fill('an')
  await searched
  await page.getByRole('columnheader', { name: 'Name' }).click()
  await expect(page).toHaveURL(/sortBy=full_name/)
  const second = pageResponse(page, 'page=2')
  await page.getByRole('button', { name: 'Go to next page' }).click()
  const { invoices } = (await (await second).json()) as { invoices: { id: number }[] }
  await expect(page).toHaveURL(/page=2/)
  const shown = invoices.map((row) => String(row.id))
  await expect(cells(page, 'id')).toHaveText(shown)
  const url = page.url()

  await page.reload()
  await expect(searchBox(page)).toHaveValue('an')
  await expect(cells(page, 'id')).toHaveText(shown)
  expect(page.url()).toBe(url)

  // Back returns to the previous view (page 1), forward to page 2 again.
  await page.goBack()
  await expect(page).not.toHaveURL(/page=2/)
  await expect(cells(page, 'id')).not.toHaveText(shown)
  await page.goForward()
  await expect(cells(page, 'id')).toHaveText(shown)
})

test('the status filter narrows the rows to that status', async ({ page }) => {
  await page.goto('/datatables/advanced')
  const filtered = pageResponse(page, 'status=3')
  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Rejected' }).click()
  const { total } = (await (await filtered).json()) as { total: number }
  expect(total).toBeGreaterThan(0)
  await expect(page).toHaveURL(/status=3/)
  // Every row of the page, once the grid has swapped the old rows for the answer's.
  await expect(cells(page, 'status')).toHaveText(Array<string>(Math.min(10, total)).fill('Rejected'))
})

test('rows can be selected across pages and the selection cleared', async ({ page }) => {
  await page.goto('/datatables/advanced')
  // Each box shows its new state once the grid has re-rendered (not always within check()'s instant look): click, then see it.
  const select = async (row: number) => {
    await rows(page).nth(row).getByRole('checkbox').click()
    await expect(rows(page).nth(row).getByRole('checkbox')).toBeChecked()
  }
  await select(0)
  await select(1)
  await expect(page.getByText('2 rows selected')).toBeVisible()
  await page.getByRole('button', { name: 'Go to next page' }).click()
  await expect(cells(page, 'id').first()).toHaveText('11')
  await select(0)
  await expect(page.getByText('3 rows selected')).toBeVisible()
  await page.getByRole('button', { name: 'Clear selection' }).click()
  await expect(page.getByText(/rows? selected/)).toHaveCount(0)
})

test('the basic table searches, pages and sorts too', async ({ page }) => {
  await page.goto('/datatables/basic')
  await expect(page.getByRole('heading', { level: 1, name: 'Basic DataTable' })).toBeVisible()
  await expect(rows(page)).toHaveCount(10)
  // No selection on the basic table.
  await expect(page.getByRole('checkbox')).toHaveCount(0)

  const searched = pageResponse(page, 'q=engineer')
  await searchBox(page).fill('engineer')
  await searched
  await expectEveryRow(cells(page, 'post'), 'engineer')

  await page.getByRole('columnheader', { name: 'Age' }).click()
  await expect(page).toHaveURL(/q=engineer.*sortBy=age|sortBy=age.*q=engineer/)

  await searchBox(page).fill('')
  await expect(page).not.toHaveURL(/q=/)
  await page.getByRole('button', { name: 'Go to next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(rows(page)).toHaveCount(10)
})

test('a search that matches nothing shows the empty state, and clearing it brings the rows back', async ({ page }) => {
  await page.goto('/datatables/advanced')
  await searchBox(page).fill('zzqx')
  await expect(page.getByText('No rows match “zzqx”')).toBeVisible()
  await expect(rows(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Clear search and filters' }).click()
  await expect(rows(page)).toHaveCount(10)
  await expect(searchBox(page)).toHaveValue('')
})
