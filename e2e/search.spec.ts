import type { Page } from '@playwright/test'
import { bookmarksData, mainSearchData } from '../src/api/contract/search'
import { expect, test } from './support/mock'

// The navbar's global search (command palette) and bookmarks, against the mock back end.

async function openApp(page: Page) {
  await page.goto('/')
  // The shortcut listener lives with the search button: once it shows, the shortcuts work.
  await expect(page.getByTestId('search-button')).toBeVisible()
}

// By test id: its accessible name is translated, and one test runs in German.
const dialog = (page: Page) => page.getByTestId('search-dialog')
const input = (page: Page) => page.getByTestId('search-input')
const group = (page: Page, name: string) => dialog(page).getByRole('group', { name })

async function openSearch(page: Page) {
  await page.keyboard.press('Control+k')
  await expect(input(page)).toBeFocused()
}

test('Ctrl+K opens the search; a page typed is found under Pages and Enter opens it', async ({ page }) => {
  await openApp(page)
  await openSearch(page)
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible()
  // Before typing, every group shows its first results, at most 4 each.
  await expect(group(page, 'Pages').getByRole('option')).toHaveCount(4)
  await expect(group(page, 'Files').getByRole('option')).toHaveCount(4)
  await expect(group(page, 'Contacts').getByRole('option')).toHaveCount(4)

  await input(page).fill('Access')
  const result = group(page, 'Pages').getByRole('option', { name: /Access Control/ })
  await expect(result).toBeVisible()
  await expect(result).toHaveAttribute('aria-selected', 'true')
  await expect(input(page)).toHaveAttribute('aria-activedescendant', (await result.getAttribute('id'))!)

  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/access-control$/)
  await expect(dialog(page)).toBeHidden()
})

test('a page is also found by its keywords, and an error page offers no star', async ({ page }) => {
  await openApp(page)
  await openSearch(page)
  await input(page).fill('security')
  const settings = group(page, 'Pages').getByRole('option', { name: /Account Settings/ })
  await expect(settings).toBeVisible()
  // Said to screen readers by the palette's own status region.
  await expect(page.getByTestId('search-status')).toHaveText('1 result')
  await expect(settings.getByTestId('search-bookmark-toggle')).toBeVisible()

  await input(page).fill('error')
  const error = group(page, 'Pages').getByRole('option', { name: /^Error/ })
  await expect(error).toBeVisible()
  await expect(error.getByTestId('search-bookmark-toggle')).toHaveCount(0)
})

test('"/" opens the search too, the arrows move across groups, Esc closes', async ({ page }) => {
  await openApp(page)
  await page.keyboard.press('/')
  await expect(input(page)).toBeFocused()
  await expect(input(page)).toHaveValue('') // the "/" opened the palette, it was not typed into it

  // The highlight starts on the first page; ArrowUp wraps round to the last contact.
  const active = dialog(page).locator('[role="option"][aria-selected="true"]')
  await expect(active).toHaveAttribute('data-kind', 'page')
  await page.keyboard.press('ArrowUp')
  await expect(active).toHaveAttribute('data-kind', 'contact')
  await page.keyboard.press('ArrowDown')
  await expect(active).toHaveAttribute('data-kind', 'page')

  await input(page).fill('no such thing')
  await expect(dialog(page)).toContainText('No results for “no such thing”')
  await expect(page.getByTestId('search-status')).toHaveText('0 results')

  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(page).toHaveURL(/\/$/)
})

test('a contact opens a new mail to that person, inside the app', async ({ page }) => {
  await openApp(page)
  await openSearch(page)
  await input(page).fill('rena')
  await group(page, 'Contacts').getByRole('option', { name: /Rena Brant/ }).click()
  await expect(page).toHaveURL(/\/apps\/email\/inbox$/)
  const compose = page.getByRole('dialog', { name: /new message/i })
  await expect(compose).toBeVisible()
  await expect(compose.getByText('rena.brant@acme.co')).toBeVisible()
})

test('after switching to German, the results show German page titles', async ({ page }) => {
  await openApp(page)
  await page.getByTestId('language-menu-button').click()
  await page.getByRole('menuitem', { name: 'Deutsch' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')

  const answer = page.waitForResponse((r) => r.url().endsWith('/api/main-search/data') && r.request().headers()['accept-language'] === 'de')
  await openSearch(page)
  expect((await answer).ok()).toBe(true)
  await input(page).fill('zugriff')
  await expect(dialog(page).getByRole('option', { name: /Zugriffskontrolle/ })).toBeVisible()
  await expect(dialog(page).getByRole('option', { name: /Access Control/ })).toHaveCount(0)
})

test('a star adds a navbar bookmark that survives a reload, and unstarring removes it', async ({ page }) => {
  await openApp(page)
  const quickLink = page.getByTestId('navbar').getByRole('link', { name: 'Tables', exact: true })
  await expect(page.getByTestId('navbar').getByRole('link', { name: 'Access Control' })).toBeVisible() // seeded
  await expect(quickLink).toHaveCount(0)

  await openSearch(page)
  await input(page).fill('tables')
  const result = dialog(page).getByRole('option', { name: /^Tables/ })
  const star = result.getByTestId('search-bookmark-toggle')
  await expect(star).toHaveAttribute('data-bookmarked', 'false')
  const saved = page.waitForResponse('**/api/bookmarks/update')
  await star.click()
  expect((await saved).ok()).toBe(true)
  await expect(star).toHaveAttribute('data-bookmarked', 'true')
  await expect(result).toHaveAccessibleName(/bookmarked/)
  await page.keyboard.press('Escape')
  await expect(quickLink).toBeVisible()
  await expect(quickLink).toHaveAttribute('href', '/tables')

  await page.reload()
  await expect(quickLink).toBeVisible()

  // Unstar with the keyboard this time: Ctrl+B stars or unstars the highlighted page.
  await openSearch(page)
  await input(page).fill('tables')
  await expect(star).toHaveAttribute('data-bookmarked', 'true')
  const removed = page.waitForResponse('**/api/bookmarks/update')
  await page.keyboard.press('Control+b')
  expect((await removed).ok()).toBe(true)
  await expect(star).toHaveAttribute('data-bookmarked', 'false')
  await page.keyboard.press('Escape')
  await expect(quickLink).toHaveCount(0)
})

test('the bookmarks menu removes a bookmark and adds one from the suggestions', async ({ page }) => {
  await openApp(page)
  const navbar = page.getByTestId('navbar')
  await page.getByTestId('bookmarks-menu-button').click()
  const menu = page.getByRole('dialog', { name: 'Bookmarks' })
  await expect(menu.getByRole('link')).toHaveText(['eCommerce Dashboard', 'Advanced DataTable', 'Access Control'])

  const removed = page.waitForResponse('**/api/bookmarks/update')
  await menu.getByRole('button', { name: 'Remove Access Control from bookmarks' }).click()
  expect((await removed).ok()).toBe(true)
  await expect(menu.getByRole('link')).toHaveText(['eCommerce Dashboard', 'Advanced DataTable'])
  await expect(navbar.getByRole('link', { name: 'Access Control' })).toHaveCount(0)

  // The suggestions are the pages not bookmarked yet.
  await menu.getByLabel('Add bookmark').fill('maint')
  await expect(page.getByRole('option')).toHaveText(['Maintenance'])
  const added = page.waitForResponse('**/api/bookmarks/update')
  await page.getByRole('option', { name: 'Maintenance' }).click()
  expect((await added).ok()).toBe(true)
  await expect(menu.getByRole('link')).toHaveText(['eCommerce Dashboard', 'Maintenance', 'Advanced DataTable'])

  // A bookmark opens its page.
  await menu.getByRole('link', { name: 'Maintenance' }).click()
  await expect(page).toHaveURL(/\/misc\/maintenance$/)
})

test('when the search cannot load, the palette says so, and Retry brings the results', async ({ page, mock }) => {
  await openApp(page)
  await mock.fail(mainSearchData, { status: 500 })
  await openSearch(page)
  const failed = dialog(page).getByRole('alert').filter({ hasText: 'The search could not load.' })
  await expect(failed).toBeVisible()
  await mock.clearFailures()
  await failed.getByRole('button', { name: 'Retry' }).click()
  await expect(group(page, 'Pages').getByRole('option')).toHaveCount(4)
})

test('when the bookmarks cannot load, the panel says so, and Try again lists them', async ({ page, mock }) => {
  await mock.beforeBoot({ failures: { bookmarksData: { status: 500 } } })
  await openApp(page)
  await page.getByTestId('bookmarks-menu-button').click()
  await expect(page.getByText('The bookmarks could not load.')).toBeVisible()
  expect((await mock.calls(bookmarksData)).at(-1)).toMatchObject({ status: 500 })
  await mock.clearFailures()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText('The bookmarks could not load.')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Access Control' }).last()).toBeVisible()
})
