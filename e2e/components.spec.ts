import { expect, test } from './support/mock'

// The components' demo pages: what their interactive examples do for someone using them.

test('a dialog opens, keeps the focus inside, closes with Escape and gives the focus back', async ({ page }) => {
  await page.goto('/components/dialogs')
  const example = page.getByRole('region', { name: 'Alert', exact: true })
  const opener = example.getByRole('button', { name: 'Discard the draft' })
  await opener.click()

  const dialog = page.getByRole('dialog', { name: 'Discard the draft?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('The message you were writing will be lost.')
  // Tab and Shift+Tab go round the dialog's two buttons and never leave it.
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press('Tab')
    await expect(dialog.locator(':focus')).toHaveCount(1)
  }
  await page.keyboard.press('Shift+Tab')
  await expect(dialog.locator(':focus')).toHaveCount(1)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(example.getByRole('status')).toHaveText('The draft was kept.')
})

test('a toast with an action shows, and its Undo brings back what was archived', async ({ page }) => {
  await page.goto('/components/snackbars')
  const example = page.getByRole('region', { name: 'With an action', exact: true })
  const inbox = example.getByRole('list', { name: 'Inbox' })
  await expect(inbox.getByRole('listitem')).toHaveCount(2)

  await example.getByRole('button', { name: 'Archive Weekly report' }).click()
  await expect(inbox.getByText('Weekly report')).toBeHidden()
  const toast = page.locator('.notistack-MuiContent').filter({ hasText: 'Message archived' })
  await expect(toast).toBeVisible()

  await toast.getByRole('button', { name: 'Undo' }).click()
  await expect(toast).toBeHidden()
  await expect(inbox.getByRole('listitem')).toHaveText([/^Weekly report/, /^Team lunch on Friday/])
})

test('a stepper checks each step, moves forward and back and keeps what was typed', async ({ page }) => {
  await page.goto('/components/steppers')
  const example = page.getByRole('region', { name: 'Linear, with validation', exact: true })
  await example.getByRole('button', { name: 'Next' }).click()
  await expect(example.getByText('Enter your name.')).toBeVisible()

  await example.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace')
  await example.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com')
  await example.getByRole('button', { name: 'Next' }).click()
  await example.getByRole('textbox', { name: 'Company' }).fill('Analytical Engines Ltd')
  await example.getByRole('button', { name: 'Back' }).click()
  await expect(example.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace')
  await expect(example.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com')

  await example.getByRole('button', { name: 'Next' }).click()
  await expect(example.getByRole('textbox', { name: 'Company' })).toHaveValue('Analytical Engines Ltd')
  await example.getByRole('button', { name: 'Next' }).click()
  await expect(example.getByRole('definition')).toHaveText(['Ada Lovelace', 'ada@example.com', 'Analytical Engines Ltd'])
  await example.getByRole('button', { name: 'Create the account' }).click()
  await expect(example.getByRole('status')).toHaveText('Welcome aboard, Ada Lovelace!')
})
