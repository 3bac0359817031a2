import { expect, test } from './support/mock'

// The demo card pages: card actions (collapse, refresh with its overlay, remove and restore), and
// the interactive bits of the basic and advanced cards.

test('card actions: collapse hides the body, refresh covers it until done, remove and restore', async ({ page }) => {
  await page.goto('/cards/actions')
  await expect(page.getByRole('heading', { level: 1, name: 'Card Actions' })).toBeVisible()

  const all = page.getByTestId('action-card-all')
  const collapse = all.getByRole('button', { name: 'Collapse' })
  await expect(collapse).toHaveAttribute('aria-expanded', 'true')
  await collapse.click()
  await expect(all.getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false')
  await expect(all.getByTestId('refreshed-at')).toBeHidden()
  await all.getByRole('button', { name: 'Expand' }).click()
  await expect(all.getByTestId('refreshed-at')).toBeVisible()

  const refreshable = page.getByTestId('action-card-refresh')
  await refreshable.getByRole('button', { name: 'Refresh' }).click()
  await expect(refreshable.getByRole('progressbar', { name: 'Loading' })).toBeVisible()
  await expect(refreshable.getByRole('button', { name: 'Refresh' })).toBeDisabled()
  await expect(refreshable.getByRole('progressbar', { name: 'Loading' })).toBeHidden()
  await expect(refreshable.getByRole('button', { name: 'Refresh' })).toBeEnabled()

  await page.getByTestId('action-card-remove').getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByTestId('action-card-remove')).toHaveCount(0)
  await page.getByRole('button', { name: 'Restore removed cards' }).click()
  await expect(page.getByTestId('action-card-remove')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Restore removed cards' })).toHaveCount(0)
})

test('basic and advanced cards: tabs switch, tasks tick, transactions filter', async ({ page }) => {
  await page.goto('/cards/basic')
  const tabs = page.getByTestId('card-tabs')
  await tabs.getByRole('tab', { name: 'Profile' }).click()
  await expect(tabs.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.getByRole('tabpanel')).toBeVisible()

  await page.goto('/cards/advance')
  const tasks = page.getByTestId('card-tasks')
  await expect(tasks).toContainText('2 of 5 done')
  await tasks.getByRole('checkbox', { checked: false }).first().check()
  await expect(tasks).toContainText('3 of 5 done')

  const transactions = page.getByTestId('card-transactions')
  await expect(transactions.getByTestId('transaction')).toHaveCount(5)
  await transactions.getByRole('button', { name: 'Income' }).click()
  await expect(transactions.getByTestId('transaction')).toHaveCount(2)
  await expect(page.getByTestId('card-profile')).toContainText('John Doe')
})
