import type { Page } from '@playwright/test'
import { usersData } from '../src/api/contract/users'
import { expect, roleState, test, waitForCall } from './support/mock'
import { callApi } from './support/network'
import { storeBeforeLoad } from './support/session'

// The users app: a server-filtered list with counts, adding, viewing, editing and deleting a user.

const rows = (page: Page) => page.locator('.MuiDataGrid-row')

async function filter(page: Page, name: 'Role' | 'Plan' | 'Status', option: string) {
  await page.getByRole('combobox', { name }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('role then status narrow the list through the server, and the view survives a reload', async ({ page }) => {
  await page.goto('/apps/user/list')
  await expect(rows(page)).toHaveCount(10)
  // The seed's 60 users, counted by the cards above the list.
  await expect(page.getByTestId('user-stat-total')).toContainText('60')

  const byRole = waitForCall(page, usersData, { query: { role: 'editor' } })
  await filter(page, 'Role', 'Editor')
  const editors = await byRole
  expect(editors.total).toBeGreaterThan(0)
  expect(editors.users.every((user) => user.role === 'editor')).toBe(true)
  await expect(page).toHaveURL(/role=editor/)

  const byBoth = waitForCall(page, usersData, { query: { role: 'editor', status: 'active' } })
  await filter(page, 'Status', 'Active')
  const activeEditors = await byBoth
  expect(activeEditors.total).toBeLessThanOrEqual(editors.total)
  expect(activeEditors.users.every((user) => user.role === 'editor' && user.status === 'active')).toBe(true)
  await expect(rows(page)).toHaveCount(Math.min(10, activeEditors.total))
  expect(activeEditors.total).toBeLessThan(60)

  await page.reload()
  await expect(page).toHaveURL(/role=editor/)
  await expect(page).toHaveURL(/status=active/)
  await expect(rows(page)).toHaveCount(Math.min(10, activeEditors.total))
  await expect(page.getByRole('combobox', { name: 'Role' })).toContainText('Editor')
})

test('add a user, find it first, open it, and edit it', async ({ page }) => {
  const suffix = Date.now().toString(36)
  await page.goto('/apps/user/list')
  await expect(rows(page)).toHaveCount(10)

  await page.getByRole('button', { name: 'Add user' }).click()
  const drawer = page.getByRole('form', { name: 'Add user' })
  // Required fields first: the form says what is missing.
  await drawer.getByRole('button', { name: 'Add user' }).click()
  await expect(drawer.getByText(/required/i).first()).toBeVisible()
  await drawer.getByLabel('Full name').fill(`Ada Lovelace ${suffix}`)
  await drawer.getByLabel('Username').fill(`ada${suffix}`)
  await drawer.getByLabel('Email').fill(`ada.${suffix}@example.com`)
  await drawer.getByRole('button', { name: 'Add user' }).click()
  await expect(page.getByText(`Ada Lovelace ${suffix} was added`)).toBeVisible()
  await expect(rows(page).first()).toContainText(`Ada Lovelace ${suffix}`)

  await rows(page).first().getByRole('link', { name: `Ada Lovelace ${suffix}` }).click()
  await expect(page).toHaveURL(/\/apps\/user\/view\/\d+/)
  const card = page.getByTestId('user-card')
  await expect(card).toContainText(`ada${suffix}`)

  await card.getByRole('link', { name: 'Edit' }).click()
  const edit = page.getByRole('form', { name: 'Edit user' })
  await edit.getByLabel('Company').fill('Analytical Engines')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(`Ada Lovelace ${suffix} was saved`)).toBeVisible()
  await expect(page.getByTestId('user-card')).toContainText('Analytical Engines')

})

test('delete asks first, then the user is gone, also after a reload', async ({ page }) => {
  const suffix = Date.now().toString(36)
  await page.goto('/apps/user/list')
  const added = await callApi(page, 'POST', '/apps/users/add-user', { fullName: `Grace Hopper ${suffix}`, username: `grace${suffix}`, email: `grace.${suffix}@example.com` })
  expect(added.status).toBe(201)
  await page.getByRole('searchbox', { name: 'Search rows' }).fill(`grace${suffix}`)
  await expect(rows(page)).toHaveCount(1)
  await page.getByRole('button', { name: `Actions for Grace Hopper ${suffix}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: `Delete Grace Hopper ${suffix}?` })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(rows(page)).toHaveCount(1)

  await page.getByRole('button', { name: `Actions for Grace Hopper ${suffix}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`Grace Hopper ${suffix} was deleted`)).toBeVisible()
  await expect(rows(page)).toHaveCount(0)
  await page.reload()
  await expect(rows(page)).toHaveCount(0)
})

test('a duplicate email is refused under its field', async ({ page }) => {
  await page.goto('/apps/user/list')
  await expect(rows(page).first()).toBeVisible()
  const taken = (await rows(page).first().locator('[data-field="email"]').innerText()).trim().toUpperCase()
  await page.getByRole('button', { name: 'Add user' }).click()
  const drawer = page.getByRole('form', { name: 'Add user' })
  await drawer.getByLabel('Full name').fill('Someone New')
  await drawer.getByLabel('Username').fill(`someone${Date.now().toString(36)}`)
  await drawer.getByLabel('Email').fill(taken)
  await drawer.getByRole('button', { name: 'Add user' }).click()
  await expect(drawer.getByText('This email is already in use.')).toBeVisible()
})

test('the Add user drawer asks before losing what was typed', async ({ page }) => {
  await page.goto('/apps/user/list')
  await page.getByRole('button', { name: 'Add user' }).click()
  const drawer = page.getByRole('form', { name: 'Add user' })
  await drawer.getByLabel('Full name').fill('Half Typed')
  await page.keyboard.press('Escape')
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' })
  await ask.getByRole('button', { name: 'Keep editing' }).click()
  await expect(ask).toBeHidden()
  await expect(drawer.getByLabel('Full name')).toHaveValue('Half Typed')

  await drawer.getByRole('button', { name: 'Cancel' }).click()
  await ask.getByRole('button', { name: 'Discard' }).click()
  await expect(drawer).toBeHidden()
  // Opened again, it starts empty.
  await page.getByRole('button', { name: 'Add user' }).click()
  await expect(drawer.getByLabel('Full name')).toHaveValue('')
})

test('a user that does not exist says so, with a way back', async ({ page }) => {
  await page.goto('/apps/user/view/99999')
  await expect(page.getByText('User not found')).toBeVisible()
  await page.getByRole('link', { name: 'Back to the list' }).click()
  await expect(page).toHaveURL(/\/apps\/user\/list/)
})

test('when the users cannot load, the grid says so, and Retry brings them back', async ({ page, mock }) => {
  await page.goto('/apps/user/list')
  await expect(rows(page)).toHaveCount(10)
  await mock.fail(usersData, { status: 500 })
  await filter(page, 'Plan', 'Team')
  const error = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) })
  await expect(error).toBeVisible()
  await mock.clearFailures()
  await error.getByRole('button', { name: 'Retry' }).click()
  await expect(rows(page).first()).toBeVisible()
})

test('in German and right-to-left, the list, its filters and a role filter work', async ({ page }) => {
  await storeBeforeLoad(page, { settings: JSON.stringify({ language: 'de', direction: 'rtl' }) })
  await page.goto('/apps/user/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible()
  await expect(page.getByTestId('user-stat-total')).toContainText('Benutzer insgesamt')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const byRole = waitForCall(page, usersData, { query: { role: 'author' } })
  await page.getByRole('combobox', { name: 'Rolle' }).click()
  await page.getByRole('option', { name: 'Autor', exact: true }).click()
  expect((await byRole).users.every((user) => user.role === 'author')).toBe(true)
  await expect(rows(page).first()).toContainText('Autor')
})

test.describe('as the client', () => {
  test.use({ storageState: roleState('client') })
  test('the users app is neither in the menu nor open', async ({ page }) => {
    await page.goto('/access-control')
    await expect(page.getByTestId('nav-apps')).toHaveCount(0)
    await page.goto('/apps/user/list')
    await expect(page).toHaveURL(/\/misc\/not-authorized/)
  })
})
