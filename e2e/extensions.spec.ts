import { expect, test } from './support/mock'

// The extensions' demo pages, where a library does the work: a kanban card moved by the keyboard (dnd-kit),
// a virtual list that draws only what is in view and jumps to a row, and a drop zone that previews an accepted
// file and says why it refused another.

test('a kanban card moves to the next column by the keyboard, and the move is said', async ({ page }) => {
  await page.goto('/extensions/drag-and-drop')
  const board = page.getByRole('group', { name: 'Project board' })
  const card = board.getByRole('button', { name: 'Sign-in page' })
  await expect(board.getByRole('list', { name: 'Cards in “In review”' }).getByRole('button', { name: 'Sign-in page' })).toBeVisible()
  // Each example has its own live region: the board's is the one that speaks of its card.
  const spoken = page.locator('[id^="DndLiveRegion"]', { hasText: '“Sign-in page”' })
  await card.focus()
  await page.keyboard.press('Space')
  await expect(card).toHaveAttribute('aria-pressed', 'true')
  await expect(spoken).toHaveText('“Sign-in page” is now in “In review”, at position 1 of 1.')
  await page.keyboard.press('ArrowRight')
  await expect(spoken).toHaveText('“Sign-in page” is now in “Done”, at position 1 of 2.')
  await page.keyboard.press('Space')
  await expect(spoken).toHaveText('“Sign-in page” dropped in “Done”, at position 1 of 2.')
  await expect(board.getByRole('list', { name: 'Cards in “Done”' }).getByRole('button', { name: 'Sign-in page' })).toBeVisible()
  await expect(board.getByRole('list', { name: 'Cards in “In review”' }).getByRole('listitem')).toHaveCount(0)
})

test('the virtual list draws a few of its 10,000 rows and jumps to row 5000', async ({ page }) => {
  await page.goto('/extensions/virtual-list')
  const scroll = page.getByTestId('virtual-scroll')
  await expect(page.getByTestId('virtual-count')).toHaveText('10,000 rows of 10,000')
  const rows = scroll.getByTestId('virtual-row')
  await expect(rows.first()).toHaveAttribute('data-row', '1')
  expect(await rows.count()).toBeLessThan(40)
  await page.getByLabel('Row number').fill('5000')
  await page.getByRole('button', { name: 'Jump to row' }).click()
  const target = scroll.locator('[data-row="5000"]')
  await expect(target).toBeInViewport()
  await expect(target).toHaveAttribute('aria-posinset', '5000')
  expect(await rows.count()).toBeLessThan(40)

  await page.getByLabel('Filter by name or city').fill('Lisbon')
  await expect(page.getByTestId('virtual-count')).not.toHaveText('10,000 rows of 10,000')
  await expect(rows.first()).toContainText('Lisbon')
})

test('an accepted image shows its preview and name; a refused type says why', async ({ page }) => {
  await page.goto('/extensions/file-uploader')
  const input = page.getByLabel('Choose images')
  // A 1×1 PNG.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
  await input.setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: png })
  const upload = page.getByTestId('upload').filter({ hasText: 'harbour.png' })
  await expect(upload.getByTestId('upload-name')).toHaveText('harbour.png')
  await expect(upload.locator('img')).toHaveAttribute('src', /^blob:/)
  await expect(upload).toContainText('Uploaded')

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(page.getByTestId('rejected-files')).toHaveText('“notes.txt” is not an accepted type. Accepted: PNG, JPEG, WebP.')

  await upload.getByRole('button', { name: 'Remove “harbour.png”' }).click()
  await expect(page.getByTestId('upload')).toHaveCount(0)
})
