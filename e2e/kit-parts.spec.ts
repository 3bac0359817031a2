import { callApi, expect, expectEveryRow, roleState, test } from './support'
import { confirmDialog, formDrawer, serverGrid, signIn, toast } from './support/pageObjects'

// The page objects of ./support/pageObjects.ts on a real list screen, the users app: each action
// returns once the screen shows its result, so what follows reads the screen once.

const LIST = '/apps/user/list'

/** Playwright's page, as the kit's helpers take it. */
type Page = Parameters<typeof callApi>[0]

/** A user of this test's own, added through the API: a name no seeded user has. */
async function addUser(page: Page, first: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const user = { fullName: `${first} Kitpart ${suffix}`, username: `${first.toLowerCase()}${suffix}`, email: `${first.toLowerCase()}.${suffix}@example.com` }
  const added = await callApi(page, 'POST', '/apps/users/add-user', user)
  expect(added.status).toBe(201)
  return user
}

test('the grid searches, filters, sorts and pages, each settled when it returns', async ({ page, mock }) => {
  await page.goto(LIST)
  const grid = serverGrid(page, 'Users')
  await grid.expectLoaded()
  await expect(grid.rows()).toHaveCount(10)
  const ada = await addUser(page, 'Ada')

  await grid.search(ada.username)
  // Settled: one read, no retrying assertion.
  expect(await grid.rows().count()).toBe(1)
  expect(await grid.rows().first().innerText()).toContain(ada.fullName)
  await grid.search('')
  expect(await grid.rows().count()).toBe(10)

  await grid.filter('Role', 'Editor')
  expect(await grid.cells('role').allInnerTexts()).toEqual(Array<string>(await grid.rows().count()).fill('Editor'))
  await expect(page).toHaveURL(/role=editor/)

  await grid.sortBy('Email', 'descending')
  const sorted = (await mock.calls('usersData')).at(-1)!
  expect(sorted.query).toMatchObject({ role: 'editor', sortBy: 'email', sortDir: 'desc' })
  const answered = (sorted.body as { users: { email: string }[] }).users.map((user) => user.email)
  expect(await grid.cells('email').allInnerTexts()).toEqual(answered)

  await grid.nextPage()
  const second = await grid.cells('email').allInnerTexts()
  expect(second.some((email) => answered.includes(email))).toBe(false)
  await grid.previousPage()
  // Page 1 again, from the rows kept a moment ago: settled without a fetch.
  expect(await grid.cells('email').allInnerTexts()).toEqual(answered)
})

test('the grid names its loading bar while it loads, shows its error state, and Retry brings the rows back', async ({ page, mock }) => {
  // The error state at the first failure, without the app's retry a second later.
  await mock.beforeBoot({ retries: false })
  await page.goto(LIST)
  const grid = serverGrid(page, 'Users')
  await grid.expectLoaded()
  await expect(grid.loading).toHaveCount(0)

  await mock.latency(800, 'usersData')
  const paging = grid.nextPage()
  await expect(grid.loading).toBeVisible()
  await expect(grid.root).toHaveAttribute('aria-busy', 'true')
  // The grid's own bar, not the route's.
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0)
  await paging
  expect(await grid.loading.count()).toBe(0)
  expect(await grid.root.getAttribute('aria-busy')).toBe('false')

  await mock.latency(0, 'usersData')
  await mock.fail('usersData', { status: 500 })
  await grid.filter('Plan', 'Team')
  await expect(grid.error).toContainText('The rows could not be loaded')
  expect(await grid.rows().count()).toBe(0)

  await mock.clearFailures()
  await grid.retry()
  await expect(grid.error).toHaveCount(0)
  await expectEveryRow(grid.cells('currentPlan'), 'Team')
})

test('the Add user drawer shows a required field\'s error, then adds the user with a toast', async ({ page }) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  await page.goto(LIST)
  const grid = serverGrid(page, 'Users')
  await grid.expectLoaded()

  await page.getByRole('button', { name: 'Add user' }).click()
  const drawer = formDrawer(page, 'Add user')
  await drawer.submit()
  await expect(drawer.error('Full name')).toHaveText('This field is required')
  await expect(drawer.field('Full name')).toHaveAccessibleDescription('This field is required')

  await drawer.fill({ 'Full name': `Grace Kitpart ${suffix}`, Username: `grace${suffix}`, Email: `grace.${suffix}@example.com`, Role: 'Maintainer' })
  await expect(drawer.errors).toHaveCount(0)
  await drawer.submit()
  await toast(page).expectShown(`Grace Kitpart ${suffix} was added`)
  await expect(toast(page).newest).toHaveText(`Grace Kitpart ${suffix} was added`)
  await expect(drawer.root).toBeHidden()
  await expect(grid.row(`Grace Kitpart ${suffix}`)).toContainText('Maintainer')
})

test('deleting a user asks through the confirmation dialog: Cancel keeps it, Delete removes it', async ({ page }) => {
  await page.goto(LIST)
  const grid = serverGrid(page, 'Users')
  await grid.expectLoaded()
  const alan = await addUser(page, 'Alan')
  await grid.search(alan.username)
  expect(await grid.rows().count()).toBe(1)

  const askToDelete = async () => {
    await grid.row(alan.fullName).getByRole('button', { name: `Actions for ${alan.fullName}` }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
  }
  await askToDelete()
  const dialog = confirmDialog(page)
  await expect(dialog.title).toHaveText(`Delete ${alan.fullName}?`)
  await expect(dialog.text).toHaveText('Deleted users cannot be brought back.')
  await dialog.cancel()
  await expect(dialog.root).toBeHidden()
  await expect(grid.rows()).toHaveCount(1)

  await askToDelete()
  await confirmDialog(page, `Delete ${alan.fullName}?`).confirm()
  await expect(dialog.root).toBeHidden()
  await toast(page).expectShown(`${alan.fullName} was deleted`)
  await expect(grid.rows()).toHaveCount(0)
})

test.describe('signed out', () => {
  test.use({ storageState: roleState('guest') })

  test('signIn() signs the client in through the login form', async ({ page }) => {
    await signIn(page, 'client')
    await expect(page).toHaveURL('/access-control')
    await expect(page.getByTestId('admin-card-absent')).toBeVisible()
  })
})
