import type { Page } from '@playwright/test'
import { accountSettingsData, saveGeneralSettings, saveNotificationSettings } from '../src/api/contract/accountSettings'
import { expect, roleState, test, waitForCall } from './support/mock'

// Account settings: each tab saves through the back end, keeps its values after a reload, and
// shows the back end's errors under their fields.

const form = (page: Page, name: string) => page.getByRole('form', { name })

async function openSettings(page: Page, tab?: string) {
  await page.goto(tab ? `/pages/account-settings?tab=${tab}` : '/pages/account-settings')
  await expect(page.getByRole('tablist', { name: 'Account settings' })).toBeVisible()
}

test('General saves the name and company, the navbar shows the new name, and both survive a reload', async ({ page }) => {
  await openSettings(page)
  const general = form(page, 'General')
  await general.getByLabel('Full name').fill('Johnny Doe')
  await general.getByLabel('Company').fill('Northwind')
  const saved = waitForCall(page, saveGeneralSettings)
  await general.getByRole('button', { name: 'Save changes' }).click()
  expect((await saved).general).toMatchObject({ fullName: 'Johnny Doe', company: 'Northwind' })
  await expect(page.getByText('Changes saved')).toBeVisible()
  await expect(page.getByTestId('user-menu-button')).toContainText('Johnny Doe')

  await page.reload()
  await expect(form(page, 'General').getByLabel('Full name')).toHaveValue('Johnny Doe')
  await expect(form(page, 'General').getByLabel('Company')).toHaveValue('Northwind')
})

test("General refuses another account's email under the field, and keeps the stored one", async ({ page }) => {
  await openSettings(page)
  const general = form(page, 'General')
  await general.getByLabel('Email').fill('CLIENT@demo.com')
  await general.getByRole('button', { name: 'Save changes' }).click()
  await expect(general.getByText('This email is already in use.')).toBeVisible()
  await page.reload()
  await expect(form(page, 'General').getByLabel('Email')).toHaveValue('admin@demo.com')
})

test('the tab is in the address; Information and Notifications keep what was saved', async ({ page }) => {
  await openSettings(page, 'info')
  const info = form(page, 'Information')
  await info.getByLabel('Bio').fill('Admin of the demo since day one.')
  await info.getByLabel('Website').fill('https://example.com')
  await info.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Changes saved')).toBeVisible()

  await page.getByRole('tab', { name: 'Notifications' }).click()
  await expect(page).toHaveURL(/tab=notification/)
  const notifications = form(page, 'Notifications')
  const digest = notifications.getByLabel('Weekly blog digest')
  const before = await digest.isChecked()
  await digest.setChecked(!before)
  // The toast of the first save may still show: wait for this save's answer, not for a toast.
  const saved = waitForCall(page, saveNotificationSettings)
  await notifications.getByRole('button', { name: 'Save changes' }).click()
  await saved

  await page.reload()
  await expect(form(page, 'Notifications').getByLabel('Weekly blog digest')).toBeChecked({ checked: !before })
  await page.getByRole('tab', { name: 'Information' }).click()
  await expect(form(page, 'Information').getByLabel('Bio')).toHaveValue('Admin of the demo since day one.')
  await expect(form(page, 'Information').getByLabel('Website')).toHaveValue('https://example.com')
})

test('when the settings cannot load, the page says so, and Retry shows them', async ({ page, mock }) => {
  await mock.beforeBoot({ failures: { accountSettingsData: { status: 500 } } })
  await page.goto('/pages/account-settings')
  const error = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) })
  await expect(error).toBeVisible()
  expect((await mock.calls(accountSettingsData)).at(-1)).toMatchObject({ status: 500 })
  await mock.clearFailures()
  await error.getByRole('button', { name: 'Retry' }).click()
  await expect(form(page, 'General').getByLabel('Full name')).toHaveValue('John Doe')
})

test.describe('as the client', () => {
  test.use({ storageState: roleState('client') })
  test('neither account settings nor profile are offered, and the pages are refused', async ({ page }) => {
    await page.goto('/access-control')
    await page.getByTestId('user-menu-button').click()
    await expect(page.getByRole('menuitem', { name: 'Access control' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Account settings' })).toHaveCount(0)
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0)
    await page.goto('/pages/account-settings')
    await expect(page).toHaveURL(/\/misc\/not-authorized/)
  })
})
