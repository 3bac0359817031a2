import { usersData } from '../src/api/contract/users'
import { expect, roleState, test, waitForCall } from './support/mock'
import { isCallOf } from './support/network'

// The API reference: the contract's OpenAPI document (/openapi.json) by tag, with schemas,
// examples from the seed, and "try it" against the mock back end. Admin only.

test('found by search, the reference lists a tag’s operations, shows parameters and an example, and “try it” answers from the mock', async ({ page }) => {
  // One journey through the palette, the menu, a tag, an operation, "try it" and a schema: on a loaded
  // 2-core machine it has taken 30 s, the default limit of one test.
  test.slow()
  await page.goto('/')
  await expect(page.getByTestId('search-button')).toBeVisible()
  await page.keyboard.press('Control+k')
  await page.getByTestId('search-input').fill('API Ref')
  await expect(page.getByTestId('search-dialog').getByRole('option', { name: /API Reference/ })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/api-docs$/)
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible()
  // The menu offers it under Pages.
  await page.getByTestId('nav-pages').hover()
  await expect(page.getByTestId('nav-api-docs')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.mouse.move(0, 700)
  await expect(page.getByTestId('nav-api-docs')).toBeHidden()

  // One tag: only its operations.
  await page.getByRole('navigation', { name: 'API tags' }).getByRole('button', { name: /^users\s*\d+$/ }).click()
  await expect(page).toHaveURL(/tag=users/)
  const operations = page.getByTestId('api-operation')
  await expect(operations.filter({ hasText: '/api/users/list/data' })).toHaveCount(1)
  await expect(operations.filter({ hasText: '/apps/users/add-user' })).toHaveCount(1)
  await expect(operations.filter({ hasNotText: /\/(api|apps)\/users\// })).toHaveCount(0)
  await expect(operations.filter({ hasText: '/apps/email/emails' })).toHaveCount(0)

  // Open one: its parameters and the seed's example answer.
  const list = operations.filter({ hasText: '/api/users/list/data' })
  await list.getByRole('button', { name: /\/api\/users\/list\/data/ }).click()
  await expect(page).toHaveURL(/op=usersData/)
  const parameters = list.getByRole('table', { name: 'Parameters' })
  for (const name of ['q', 'page', 'perPage', 'role', 'status']) await expect(parameters.getByRole('cell', { name, exact: true })).toBeVisible()
  const example = list.getByRole('region', { name: 'Example of the 200 answer' })
  await expect(example).toContainText('"users"')
  await expect(example).toContainText('"total"')
  await expect(list.getByTestId('response-200').getByRole('link', { name: 'User' })).toBeVisible()

  // Try it, with the example values: the mock answers 200 with users, and the call carried the token.
  const form = list.getByRole('form', { name: 'Try GET /api/users/list/data' })
  await expect(form.getByRole('textbox', { name: 'q' })).toHaveValue('a')
  const response = page.waitForResponse(isCallOf(usersData, { query: { q: 'a' } }))
  const answered = waitForCall(page, usersData, { query: { q: 'a' } })
  await form.getByRole('button', { name: 'Send' }).click()
  const answer = await answered
  expect(await (await response).request().headerValue('authorization')).toMatch(/^Bearer \S+$/)
  expect(answer.users.length).toBeGreaterThan(0)
  await expect(form.getByTestId('try-it-status')).toHaveText(/^200/)
  await expect(form.getByTestId('try-it-time')).toHaveText(/^\d[\d,.]* ms$/)
  await expect(form.getByTestId('try-it-body')).toContainText(answer.users[0]!.fullName)

  // The link to a schema opens it in the Schemas section.
  await list.getByTestId('response-200').getByRole('link', { name: 'User' }).click()
  await expect(page).toHaveURL(/schema=User/)
  await expect(page.getByTestId('api-schemas').getByRole('group', { name: 'Schema User' })).toContainText('fullName')
})

test('when the document cannot be loaded, the page says so, and Retry loads it', async ({ page }) => {
  // Down until the page has said so: the route's loader and the screen may each ask (a screen
  // meeting a failed prefetch asks again), and the first answer to reach the screen must be the error.
  let down = true
  await page.context().route('**/openapi.json', (route) => (down ? route.fulfill({ status: 503, body: 'down' }) : route.fallback()))
  await page.goto('/api-docs')
  const error = page.getByRole('alert').filter({ hasText: 'The API reference could not be loaded' })
  await expect(error).toBeVisible()
  down = false
  await error.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('api-operation').first()).toBeVisible()
})

test.describe('for the client', () => {
  test.use({ storageState: roleState('client') })
  test('the API reference is neither in the menu nor open', async ({ page }) => {
    await page.goto('/access-control')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByTestId('nav-pages').hover()
    await expect(page.getByTestId('nav-misc')).toBeVisible()
    await expect(page.getByTestId('nav-api-docs')).toHaveCount(0)
    await page.goto('/api-docs')
    await expect(page).toHaveURL(/\/misc\/not-authorized/)
  })
})
