import { datatablesData } from '../src/api/contract/datatables'
import { emailsData } from '../src/api/contract/email'
import { invoicesData } from '../src/api/contract/invoices'
import { addDays, daysBetween, TEST_DAY } from '../src/mocks/db/clock'
import { usersData } from '../src/api/contract/users'
import { expect, test, waitForCall } from './support/mock'
import { expectEveryRow } from './support/rows'

// The mock's test control through the fixtures of ./support/mock.ts: the sample spec for a suite
// that tests its app against the mock (docs/test-kit.md).

test('a list endpoint that answers 500 shows the grid error state, and Retry brings the rows back', async ({ page, mock }) => {
  await page.goto('/datatables/basic')
  const rows = page.locator('.MuiDataGrid-row')
  await expect(rows).toHaveCount(10)

  // Every call fails (the client's own retry included) until the failure is cleared.
  await mock.fail(datatablesData, { status: 500 })
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('engineer')
  const error = page.getByRole('alert').filter({ hasText: 'The rows could not be loaded' })
  await expect(error).toBeVisible()
  await expect(rows).toHaveCount(0)

  const failed = (await mock.calls(datatablesData)).filter((call) => call.status === 500)
  expect(failed.length).toBeGreaterThan(0)
  expect(failed[0]).toMatchObject({ endpoint: 'datatablesData', method: 'GET', status: 500 })
  expect(failed[0]!.path).toContain('q=engineer')

  await mock.clearFailures()
  // Until the answer comes, the grid may keep showing the rows it had before the search.
  const answered = waitForCall(page, datatablesData, { query: { q: 'engineer' } })
  await error.getByRole('button', { name: 'Retry' }).click()
  await answered
  await expect(error).toBeHidden()
  const posts = page.locator('.MuiDataGrid-row [data-field="post"]')
  await expectEveryRow(posts, 'engineer')

  // Back to the seed; the page's session outlives the reset.
  await mock.resetData()
  await page.reload()
  await expect(page).toHaveURL(/\/datatables\/basic/)
  await expect(rows.first()).toBeVisible()
})

test('a failure stored before boot holds from the first call: the email page shows its error state, and Retry recovers', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/ApiError: GET \/apps\/email\/emails answered 503/, 'the router logs the failed load this test forces')
  await mock.beforeBoot({ failures: { emailsData: { status: 503 } } })
  await page.goto('/apps/email/inbox')
  // Entering a page waits for its data, so a failed list is the page's error, with Retry.
  await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible()
  const statuses = (await mock.calls(emailsData)).map((call) => call.status)
  expect([...new Set(statuses)]).toEqual([503])

  await mock.clearFailures()
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('email-row').first()).toBeVisible()
})

test('a misspelt call goes on to the network, and the call log keeps it with the endpoint it likely meant', async ({ page, mock }) => {
  await page.goto('/misc/coming-soon')
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
  await page.evaluate(() => fetch('/api/users/lsit?q=a'))
  await expect
    .poll(async () => (await mock.calls()).filter((call) => call.endpoint === null))
    .toEqual([expect.objectContaining({ id: 'GET /api/users/lsit', path: '/api/users/lsit?q=a', status: 0, nearest: 'GET /api/users/list/data' })])
})

test('with the browser offline, the app keeps answering: the mock lives in the page', async ({ page, context, consoleErrors }) => {
  consoleErrors.allow(/net::ERR_(INTERNET_DISCONNECTED|FAILED)|Failed to fetch dynamically imported module/, 'files the browser cannot download offline, which this test provokes')
  await page.goto('/apps/user/list')
  await expect(page.locator('.MuiDataGrid-row')).toHaveCount(10)
  await context.setOffline(true)
  const answered = waitForCall(page, usersData, { query: { role: 'editor' } })
  await page.getByRole('combobox', { name: 'Role' }).click()
  await page.getByRole('option', { name: 'Editor', exact: true }).click()
  const { users } = await answered
  await expectEveryRow(page.locator('.MuiDataGrid-row [data-field="role"]'), 'editor')
  expect(users.length).toBeGreaterThan(0)
  await context.setOffline(false)
})

test('the clock fixes the day the data is seeded for: another day moves every date, and the page stays signed in', async ({ page, mock }) => {
  const newestOf = (answer: Promise<{ invoices: { issuedDate: string }[] }>) => answer.then(({ invoices }) => invoices[0]!.issuedDate)
  // The suite's tests start on its fixed day (support/session.ts).
  const first = newestOf(waitForCall(page, invoicesData))
  await page.goto('/apps/invoice/list')
  const newest = await first
  expect(await mock.seedDay()).toBe(TEST_DAY)

  const day = '2024-01-15'
  await mock.clock(day)
  expect(await mock.seedDay()).toBe(day)
  // Kept for the page's later loads, as the `clock` setting.
  const moved = newestOf(waitForCall(page, invoicesData))
  await page.reload()
  const shifted = addDays(newest, daysBetween(TEST_DAY, day))
  expect(await moved).toBe(shifted)
  const issued = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${shifted}T00:00:00Z`))
  await expect(page.locator('.MuiDataGrid-row').first().locator('[data-field="issuedDate"]')).toHaveText(issued)
})
