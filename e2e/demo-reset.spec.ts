import { expect, test } from './support/mock'

// "Reset demo data" in the user menu puts the mock back end's seed back, through a real request.

test('resetting the demo data brings back a removed bookmark, and keeps the user signed in', async ({ page }) => {
  await page.goto('/')
  const navbar = page.getByTestId('navbar')
  const accessControl = navbar.getByRole('link', { name: 'Access Control' })
  await expect(accessControl).toBeVisible() // bookmarked in the seed

  // A change made earlier in this browser: the seeded bookmark is removed through the back end.
  await page.evaluate(async () => {
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('accessToken')}` }
    const data = await (await fetch('/api/bookmarks/data', { headers })).json()
    const page = data.bookmarks.find((p: { link: string }) => p.link === '/access-control')
    await fetch('/api/bookmarks/update', { method: 'POST', headers, body: JSON.stringify({ id: page.id }) })
  })
  await page.reload()
  await expect(navbar.getByRole('link', { name: 'eCommerce Dashboard' }).first()).toBeVisible()
  await expect(accessControl).toHaveCount(0)

  await page.getByTestId('user-menu-button').click()
  await page.getByRole('menuitem', { name: 'Reset demo data' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset the demo data?' })
  await expect(dialog).toBeVisible()
  const answer = page.waitForResponse('**/api/demo/reset')
  await dialog.getByRole('button', { name: 'Reset demo data' }).click()
  expect((await answer).status()).toBe(200)

  await expect(page.getByText('The demo data is back to its original state.')).toBeVisible()
  await expect(accessControl).toBeVisible()
  await page.reload()
  await expect(accessControl).toBeVisible()
  await expect(page).toHaveURL('/')
})
