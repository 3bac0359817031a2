import { readFile } from 'node:fs/promises'
import { expect, test } from './support/mock'

// The second half of the extensions' demo pages: a table saved as CSV and as PDF (jsPDF loaded on the click),
// a guided tour stepped through with its own buttons, and a carousel moved by its arrow.

test('the export saves the people as a dated CSV with its header, and as a PDF', async ({ page }) => {
  await page.goto('/extensions/export')
  const card = page.getByTestId('example-ExportToFiles')
  const table = card.getByRole('table', { name: 'Employees' })
  await expect(table.getByRole('row')).toHaveCount(7)
  const firstRow = (await table.getByRole('row').nth(1).getByRole('cell').allInnerTexts()).map((cell) => cell.trim())

  const [csv] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Export CSV' }).click()])
  expect(csv.suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n')
  expect(lines[0]).toBe('Name,Position,City,Start date,Salary')
  expect(lines).toHaveLength(7)
  expect(lines[1]).toContain(`${firstRow[0]},${firstRow[1]},${firstRow[2]},`)
  expect(lines[1]).toContain(firstRow[4]!)

  const [pdf] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Export PDF' }).click()])
  expect(pdf.suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.pdf$/)
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-')
})

test('the tour shows its first step, then the second after Next', async ({ page }) => {
  await page.goto('/extensions/tour')
  await page.getByRole('button', { name: 'Start the tour' }).click()
  const step = page.getByRole('alertdialog')
  await expect(step).toContainText('Find a project by its name or its client.')
  await step.getByRole('button', { name: 'Next (1 of 4)' }).click()
  await expect(step).toContainText('Show only the projects in one state.')
  await expect(step.getByRole('button', { name: 'Next (2 of 4)' })).toBeVisible()
  await step.getByRole('button', { name: 'Skip tour' }).click()
  await expect(step).toBeHidden()
})

test('the carousel’s next button shows the next slide', async ({ page }) => {
  await page.goto('/extensions/carousel')
  const carousel = page.getByRole('region', { name: 'Travel pictures' })
  const dots = carousel.getByRole('button', { name: /^Go to slide/ })
  await expect(dots.first()).toHaveAttribute('aria-current', 'true')
  const second = carousel.getByRole('group', { name: '2 of 5', includeHidden: true })
  await expect(second).not.toBeInViewport({ ratio: 0.9 })
  await carousel.getByRole('button', { name: 'Next slide' }).click()
  await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true')
  await expect(second).toBeInViewport({ ratio: 0.9 })
})
