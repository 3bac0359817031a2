import { contract, expect, formDrawer, roleState, serverGrid, signIn, test, waitForCall, waitForRequest } from '../../e2e/support'

// Six tests a team writes first for its product on this template, through the kit's entry point only
// (e2e/support/index.ts): its fixtures, waits, factories and page objects.

const { addUser, usersData } = contract

test.describe('signed out', () => {
  test.use({ storageState: roleState('guest') })

  test('sign in, then search the users', async ({ page }) => {
    await page.goto('/apps/user/list')
    await expect(page).toHaveURL(/\/pages\/login-v2/)
    await signIn(page, 'admin')
    await expect(page).toHaveURL(/\/apps\/user\/list/)

    const grid = serverGrid(page, 'Users')
    const searched = waitForCall(page, usersData, { query: { q: 'Amira' } })
    await grid.search('Amira')
    expect((await searched).users.map((user) => user.fullName)).toContain('Amira Strand')
    await expect(grid.row('Amira Strand')).toBeVisible()
  })
})

test('a failed load shows the error, and Retry brings the rows back', async ({ page, mock }) => {
  const grid = serverGrid(page, 'Users')
  await page.goto('/apps/user/list')
  await grid.expectLoaded()
  await mock.fail(usersData, { status: 500, times: 1 }) // the call and the app's automatic retry
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('Strand')
  await expect(grid.error).toBeVisible()
  await grid.retry()
  await expect(grid.row('Saunder Strand')).toBeVisible()
})

test('on a slow network the grid says it is loading, then shows the rows', async ({ page, mock }) => {
  const grid = serverGrid(page, 'Users')
  await page.goto('/apps/user/list')
  await grid.expectLoaded()
  await mock.latency(1500, usersData)
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('Saunder')
  await expect(grid.loading).toBeVisible()
  await expect(grid.root).toHaveAttribute('aria-busy', 'true')
  await expect(grid.row('Saunder Strand')).toBeVisible()
  await grid.expectLoaded()
})

test('adding a user sends what was typed, and the user is listed', async ({ page }) => {
  await page.goto('/apps/user/list')
  await page.getByRole('button', { name: 'Add user' }).click()
  const drawer = formDrawer(page, 'Add user')
  await drawer.fill({ 'Full name': 'Grace Hopper', Username: 'ghopper', Email: 'grace.hopper@example.com' })
  const sent = waitForRequest(page, addUser)
  await drawer.submit()
  expect((await sent).body).toMatchObject({ fullName: 'Grace Hopper', username: 'ghopper', email: 'grace.hopper@example.com' })
  await expect(drawer.root).toBeHidden()
  const grid = serverGrid(page, 'Users')
  await grid.search('Grace Hopper')
  await expect(grid.row('Grace Hopper')).toBeVisible()
})

test('each test has its own data: a user made here is not in another browser context', async ({ page, mock, browser }) => {
  await page.goto('/apps/user/list')
  const { user } = await mock.create('user', { fullName: 'Isolated Ingrid' })
  expect((await mock.calls(addUser)).map((call) => call.status)).toEqual([201])
  await page.goto(`/apps/user/view/${user.id}`)
  await expect(page.getByRole('heading', { name: 'Isolated Ingrid' })).toBeVisible()

  const other = await browser.newContext({ storageState: roleState('admin') })
  const elsewhere = await other.newPage()
  await elsewhere.goto(`/apps/user/view/${user.id}`)
  await expect(elsewhere.getByText('User not found')).toBeVisible()
  await other.close()
})

test.describe('as the client', () => {
  test.use({ storageState: roleState('client') })

  test('the users app is refused', async ({ page }) => {
    await page.goto('/apps/user/list')
    await expect(page).toHaveURL(/\/misc\/not-authorized/)
  })
})
