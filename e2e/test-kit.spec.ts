import type { Page } from '@playwright/test'
import { datatablesData, updateDatatableRow } from '../src/api/contract/datatables'
import { callApi, expect, test, waitForCall, waitForRequest } from './support'

// The test kit's own promises (docs/test-kit.md), through its public entry point: stubbed answers
// checked against the contract, `times` that survives the app's retry, a call log of the whole
// browser context, and controls that refuse a misspelt name before the app boots.

const rows = (page: Page) => page.locator('.MuiDataGrid-row')
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search rows' })

/** The grid's first answer, as the page loads. */
async function openGrid(page: Page) {
  const first = waitForCall(page, datatablesData)
  await page.goto('/datatables/basic')
  const answer = await first
  await expect(rows(page)).toHaveCount(10)
  return answer
}

test('respond() stubs a success: the grid shows the stubbed row, and a body off the contract is refused with the field', async ({ page, mock }) => {
  const answer = await openGrid(page)
  const row = answer.invoices[0]!

  const broken = { ...answer, invoices: [{ ...row, email: 'not-an-email' }] }
  await expect(mock.respond(datatablesData, { body: broken })).rejects.toThrow(/^datatablesData: body\.invoices\[0\]\.email: /)
  // The browser's own control refuses it the same way, and a misspelt name with the nearest one.
  await expect(page.evaluate((body) => window.__mock!.respond('datatablesData', { body }), broken)).rejects.toThrow(/datatablesData: body\.invoices\[0\]\.email: /)
  await expect(page.evaluate(() => window.__mock!.fail('datatablesDta' as never, { status: 500 }))).rejects.toThrow('no endpoint named datatablesDta; did you mean datatablesData?')

  await mock.respond(datatablesData, { body: { ...answer, invoices: [{ ...row, full_name: 'Stubbed Person' }], total: 1 }, times: 1 })
  const stubbed = waitForCall(page, datatablesData, { query: { q: 'stub' } })
  await search(page).fill('stub')
  expect((await stubbed).invoices.map(({ full_name }) => full_name)).toEqual(['Stubbed Person'])
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText('Stubbed Person')
})

test('fail() with times: 1 shows the error state (the call and its automatic retry), and the next call answers', async ({ page, mock }) => {
  await openGrid(page)
  await mock.fail(datatablesData, { status: 500, times: 1 })
  const refused = waitForCall(page, datatablesData, { status: 500, query: { q: 'engineer' } })
  await search(page).fill('engineer')
  expect(await refused).toMatchObject({ status: 500, body: { error: 'Forced 500 (mock control)' }, query: { q: 'engineer' } })
  const error = page.getByRole('alert').filter({ hasText: 'The rows could not be loaded' })
  await expect(error).toBeVisible()
  const statuses = (await mock.calls(datatablesData)).filter((call) => call.query.q === 'engineer').map((call) => call.status)
  expect(statuses).toEqual([500, 500])

  await error.getByRole('button', { name: 'Retry' }).click()
  await expect(error).toBeHidden()
  await expect(rows(page).first()).toContainText(/engineer/i)
})

test('with retries off, the first failure shows at once: one call, no retry', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/ApiError: GET \/api\/datatables\/data answered 500/, 'the router logs the failed load this test forces')
  await mock.beforeBoot({ retries: false, failures: { datatablesData: { status: 500, times: 1 } } })
  await page.goto('/datatables/basic')
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
  expect((await mock.calls(datatablesData)).map((call) => call.status)).toEqual([500])
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(rows(page)).toHaveCount(10)
})

test('the call log holds query, request body and answer, over a reload and from a second tab', async ({ page, context, mock }) => {
  await openGrid(page)
  await search(page).fill('engineer')
  await expect(page).toHaveURL(/q=engineer/)
  const sent = waitForRequest(page, updateDatatableRow, { body: { city: 'Lisbon' } })
  expect((await callApi(page, 'PATCH', '/api/datatables/rows/5', { city: 'Lisbon' })).status).toBe(200)
  expect((await sent).body).toEqual({ city: 'Lisbon' })

  await page.reload()
  await expect(rows(page).first()).toBeVisible()
  const second = await context.newPage()
  await second.goto('/datatables/basic')
  await expect(rows(second)).toHaveCount(10)

  const calls = await mock.calls()
  const searched = calls.find((call) => call.endpoint === 'datatablesData' && call.query.q === 'engineer')
  expect(searched).toMatchObject({ method: 'GET', status: 200, requestBody: null, durationMs: expect.any(Number) })
  expect((searched!.body as { invoices: { post: string }[] }).invoices.length).toBeGreaterThan(0)
  expect(calls.find((call) => call.endpoint === 'updateDatatableRow')).toMatchObject({
    id: 'PATCH /api/datatables/rows/:id',
    path: '/api/datatables/rows/5',
    requestBody: { city: 'Lisbon' },
    status: 200,
    body: expect.objectContaining({ id: 5, city: 'Lisbon' }),
  })
  // The search and the reload (which keeps ?q=engineer); the first load and the second tab's.
  const grid = calls.filter((call) => call.endpoint === 'datatablesData')
  expect(grid.filter((call) => call.query.q === 'engineer').length).toBeGreaterThanOrEqual(2)
  expect(grid.filter((call) => !call.query.q).length).toBeGreaterThanOrEqual(2)
  expect(calls.filter((call) => call.endpoint === null)).toEqual([])
})

test('beforeBoot checks its knobs in the test: a misspelt name and a success as a failure throw before the app boots', async ({ mock }) => {
  await expect(mock.beforeBoot({ failures: { datatablesDta: { status: 500 } } } as never)).rejects.toThrow('no endpoint named datatablesDta; did you mean datatablesData?')
  await expect(mock.beforeBoot({ endpointLatency: { 'GET /api/datatables/dta': [5, 5] } } as never)).rejects.toThrow('did you mean GET /api/datatables/data?')
  await expect(mock.beforeBoot({ failures: { datatablesData: { status: 200 } } })).rejects.toThrow('datatablesData: status must be 400–599')
  await expect(mock.beforeBoot({ stubs: { datatablesData: { body: { invoices: 1 } } } })).rejects.toThrow(/datatablesData: body\.invoices: /)
})

test('factories make records through the API; resetData takes them off the open screen at once', async ({ page, mock }) => {
  await page.goto('/apps/user/list')
  await expect(rows(page).first()).toBeVisible()
  const { user } = await mock.create('user', { fullName: 'Quinn Factory', role: 'editor' })
  expect(user).toMatchObject({ fullName: 'Quinn Factory', role: 'editor', status: 'pending', currentPlan: 'basic' })
  await search(page).fill('Quinn Factory')
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText('Quinn Factory')

  // Every kind answers its record as stored, with the fields given.
  expect((await mock.create('invoice')).invoice).toMatchObject({ id: expect.any(Number), invoiceStatus: 'Draft', total: 100 })
  expect(await mock.create('task', { isImportant: true })).toMatchObject({ id: expect.any(Number), isImportant: true })
  expect(await mock.create('event', { title: 'Factory review' })).toMatchObject({ id: expect.any(Number), title: 'Factory review' })
  expect(await mock.create('post')).toMatchObject({ id: expect.any(Number), status: 'draft' })
  expect(await mock.create('draft', { subject: 'Factory draft' })).toMatchObject({ id: expect.any(Number), subject: 'Factory draft', folder: 'draft' })
  expect(await mock.create('address', { city: 'Porto' })).toMatchObject({ id: expect.any(Number), city: 'Porto' })
  await expect(mock.create('user', { email: 'not-an-email' })).rejects.toThrow(/create\('user'\): POST \/apps\/users\/add-user answered 400 .*email/)

  await mock.resetData()
  await expect(rows(page)).toHaveCount(0)
  await expect(page.getByText('No rows match “Quinn Factory”')).toBeVisible()
})

test('expireSession ends the session as an expiry would: the next call signs the app out', async ({ page, mock }) => {
  await page.goto('/apps/user/list')
  await expect(rows(page).first()).toBeVisible()
  await mock.expireSession()
  // The navbar's own calls may come first; a reload makes one for certain.
  await page.reload()
  await expect(page).toHaveURL(/\/pages\/login-v2\?.*expired=true/)
  await expect(page.getByTestId('session-expired')).toBeVisible()
})

test("beforeBoot's disposer takes its settings off the later loads", async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/ApiError: GET \/api\/users\/list\/data answered 500/, 'the router logs the failed load this test forces')
  const failing = await mock.beforeBoot({ retries: false, failures: { usersData: { status: 500 } } })
  await page.goto('/apps/user/list')
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
  await failing.dispose()
  await page.reload()
  await expect(rows(page).first()).toBeVisible()
})

test.describe('a browser with nothing stored', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('boots the mock without latency, for the fixed day: the fixture sets it, not the sign-in', async ({ page, mock }) => {
    await page.goto('/pages/login-v2')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('mock.settings') ?? '{}') as { latency?: number[]; clock?: string })
    expect(stored).toMatchObject({ latency: [0, 0], clock: '2025-06-02' })
    expect(await mock.seedDay()).toBe('2025-06-02')
  })
})
