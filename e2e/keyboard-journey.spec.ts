import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/mock'
import { roleState } from './support/session'

// A day's work with the keyboard alone, as a user who cannot use a pointer does it: sign in, skip to
// the content, open the users list from the menu, search, sort, add a user, then write and send a
// mail. At each step the test asserts where the focus is: it must never fall to <body> or get lost.

test.use({ storageState: roleState('guest') })

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus; fails when it is not reached in `limit`
 * presses. (Past the last control the browser's own bar takes the focus, as in any page.)
 */
async function tabTo(page: Page, target: Locator, { back = false, limit = 60 } = {}) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

const mainHeading = (page: Page) => page.locator('main h1')

test('sign in, skip to content, open users from the menu, search, sort, add a user, send a mail: by keyboard alone', async ({ page }) => {
  test.slow() // one journey through four screens

  // Sign in: the email field has the focus when the page opens; Enter sends the form.
  await page.goto('/pages/login-v1')
  const email = page.getByLabel('Email')
  await expect(email).toBeFocused()
  await page.keyboard.type('admin@demo.com')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type('admin')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/$/)
  await expect(mainHeading(page)).toBeFocused()

  // A fresh load: "Skip to content" is the first stop and lands on the page's heading.
  await page.reload()
  await expect(mainHeading(page)).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('skip-link')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(mainHeading(page)).toBeFocused()

  // Back up to the menu: Apps › Users › List.
  await tabTo(page, page.getByTestId('nav-apps'), { back: true })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Email' })).toBeFocused()
  // Down past the other apps (chat, to-do, calendar) to Users.
  const users = page.getByRole('menuitem', { name: 'Users' })
  for (let presses = 0; presses < 8 && !(await users.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('ArrowDown')
  await expect(users).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('menuitem', { name: 'List' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/apps\/user\/list/)
  await expect(mainHeading(page)).toBeFocused()
  await expect(page).toHaveTitle('User List · Vantage Admin')

  // Search: the count is said in the live region, the focus stays in the field.
  const search = page.getByRole('searchbox', { name: 'Search rows' })
  await tabTo(page, search)
  await page.keyboard.type('an')
  await expect(page).toHaveURL(/q=an/)
  await expect(page.getByTestId('live-status')).toHaveText(/^\d+ users?$/)
  await expect(search).toBeFocused()

  // Sort by the User column: into the grid's header row, an arrow to the column, Enter; the focus stays.
  const grid = page.getByRole('grid', { name: 'Users' })
  const userHeader = grid.getByRole('columnheader', { name: 'User' })
  await tabTo(page, grid.getByRole('checkbox', { name: 'Select all rows' }))
  await page.keyboard.press('ArrowRight')
  await expect(userHeader).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(userHeader).toHaveAttribute('aria-sort', 'ascending')
  await expect(userHeader).toBeFocused()

  // Add a user: the drawer takes the focus, Enter saves, the focus returns to the button that opened it.
  const addUser = page.getByRole('button', { name: 'Add user' })
  await tabTo(page, addUser, { back: true })
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Add user' })
  await expect(drawer.getByLabel('Full name')).toBeFocused()
  const username = `keyboard${Date.now().toString(36)}`
  await page.keyboard.type('Kim Keyboard')
  await page.keyboard.press('Tab')
  await page.keyboard.type(username)
  await page.keyboard.press('Tab')
  await expect(drawer.getByLabel('Email')).toBeFocused()
  await page.keyboard.type(`${username}@vantage.test`)
  await page.keyboard.press('Enter')
  await expect(drawer).toBeHidden()
  await expect(page.getByText('Kim Keyboard was added')).toBeVisible()
  await expect(addUser).toBeFocused()

  // Write and send a mail: Apps › Email, Compose, To, Subject, the text, Send.
  await tabTo(page, page.getByTestId('nav-apps'), { back: true })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Email' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/apps\/email/)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()

  const compose = page.getByRole('button', { name: 'Compose' })
  await tabTo(page, compose, { back: true }) // the folders come before the list, Compose first among them
  await page.keyboard.press('Enter')
  const window = page.getByRole('dialog', { name: 'New message' })
  await expect(window.getByRole('combobox', { name: 'To' })).toBeFocused()
  await page.keyboard.type('rena.brant@acme.co')
  await page.keyboard.press('Enter')
  await tabTo(page, window.getByLabel('Subject'))
  await page.keyboard.type('Sent by keyboard')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Written without a mouse.')
  await tabTo(page, window.getByRole('button', { name: /^Send\b/ }))
  await page.keyboard.press('Enter')
  await expect(window).toBeHidden()
  await expect(compose).toBeFocused()
})
