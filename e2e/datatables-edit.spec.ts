import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/mock'

// The editable and master-detail data tables: a committed cell is saved through PATCH /api/datatables/rows/:id,
// kept by the mock's store across reloads, and rolled back when the server refuses; the chosen row is in the address.

const cell = (page: Page, id: number, field: string) => page.locator(`.MuiDataGrid-row[data-id="${id}"] [data-field="${field}"]`)
const saved = (page: Page, id: number) =>
  page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/datatables/rows/${id}`))

/** Opens a cell's editor with a double click, types the value and commits it with Enter. */
async function edit(target: Locator, value: string) {
  await target.dblclick()
  const input = target.locator('input')
  await input.fill(value)
  await input.press('Enter')
}

test('a salary edited in place is saved and kept across a reload', async ({ page }) => {
  await page.goto('/datatables/editable')
  const salary = cell(page, 3, 'salary')
  await expect(salary).toHaveText(/^\$/)

  const answer = saved(page, 3)
  await edit(salary, '54321')
  expect((await answer).status()).toBe(200)
  await expect(salary).toHaveText('$54,321.00')
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible()

  await page.reload()
  await expect(cell(page, 3, 'salary')).toHaveText('$54,321.00')
})

test("a refused save puts the old value back and says why", async ({ page, mock }) => {
  await page.goto('/datatables/editable')
  const salary = cell(page, 4, 'salary')
  const name = (await cell(page, 4, 'full_name').innerText()).trim()
  const before = await salary.innerText()

  await mock.fail('updateDatatableRow', { status: 500, times: 1 })
  const failed = saved(page, 4)
  await edit(salary, '1')
  expect((await failed).status()).toBe(500)
  await expect(page.getByText(`Not saved: Salary of ${name}. The server could not save it. Please try again.`)).toBeVisible()
  await expect(salary).toHaveText(before)

  // The server's own reason for a bad value, named by its field.
  const refused = saved(page, 4)
  await edit(salary, '-5')
  expect((await refused).status()).toBe(400)
  await expect(page.getByText(`Not saved: Salary of ${name}. A salary cannot be negative`)).toBeVisible()
  await expect(salary).toHaveText(before)
})

test("master-detail shows the chosen row's record, by click or keyboard, and its ?id link reopens it", async ({ page }) => {
  await page.goto('/datatables/master-detail')
  const detail = page.getByTestId('datatable-detail')
  await expect(detail).toContainText('Choose a row')

  const name = (await cell(page, 2, 'full_name').locator('bdi').first().innerText()).trim()
  await cell(page, 2, 'post').click()
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(name)
  await expect(page).toHaveURL(/[?&]id=2\b/)

  const fifth = (await cell(page, 5, 'full_name').locator('bdi').first().innerText()).trim()
  await cell(page, 5, 'post').focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/[?&]id=5\b/)
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(fifth)

  // The link reopens the choice; a row of another page is read from the whole list.
  await page.goto('/datatables/master-detail?id=2')
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(name)
  await expect(page.locator('.MuiDataGrid-row[data-id="2"]')).toHaveAttribute('aria-selected', 'true')
  await page.goto('/datatables/master-detail?id=57')
  await expect(detail.locator('dd').first()).toHaveText('57')
})
