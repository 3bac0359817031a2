import type { Locator, Page } from '@playwright/test'
import {
  cardAnalyticsGoalOverview,
  cardAnalyticsProductOrders,
  cardAnalyticsRevenueReport,
  cardAnalyticsSupportTracker,
  cardStatisticsOrders,
  cardStatisticsSales,
} from '../src/api/contract/cards'
import { expect, test, waitForCall } from './support/mock'
import { callApi } from './support/network'
import { storeBeforeLoad } from './support/session'

// Dashboards: every card shows its figures; a period chosen on a card refetches it and stays in
// the address; one failing card shows its own error and Retry while the others render; the cards
// sum up the apps' data, so a new invoice, or an order placed at the shop, shows on the dashboard.

const card = (page: Page, testId: string) => page.getByTestId(testId)

/** A card has loaded: its skeleton is gone (no longer busy) and it shows no error. */
async function expectLoaded(cardLocator: Locator) {
  await expect(cardLocator).toHaveAttribute('aria-busy', 'false')
  await expect(cardLocator.getByRole('alert')).toHaveCount(0)
}

const ECOMMERCE_CARDS = [
  'card-congratulations',
  'card-figure-sales',
  'card-figure-active-users',
  'card-figure-orders',
  'card-figure-revenue',
  'card-statistics-orders-bar-chart',
  'card-statistics-profit-line-chart',
  'card-revenue-report',
  'card-recent-invoices',
  'card-transactions',
  'card-goal-overview',
  'card-sessions-device',
  'card-customers',
  'card-product-orders',
]

test('the e-commerce dashboard shows every card, and its table opens an invoice', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'eCommerce Dashboard' })).toBeVisible()
  for (const testId of ECOMMERCE_CARDS) await expectLoaded(card(page, testId))
  // The greeting congratulates only on a rise of last month's sales; its words and colour follow the change.
  const sales = (await callApi(page, 'GET', '/card/card-statistics/sales')).body as { growth: number; series: { value: number }[] }
  // The last point is the month under way; the greeting speaks of the last whole month and the one before.
  const [before, last] = sales.series.slice(-3, -1).map((point) => point.value)
  const rose = before === 0 ? last! > 0 : Math.round(sales.growth * 10) > 0
  await expect(page.getByRole('heading', { name: rose ? 'Congratulations, John!' : 'Welcome back, John!' })).toBeVisible()
  await expect(card(page, 'card-congratulations').getByTestId('sales-trend')).toHaveText(rose ? /^Sales last month (rose|,)/ : /^Sales last month (fell|:)/)
  await expect(page.getByRole('region', { name: 'Revenue Report' }).getByRole('figure', { name: 'Earning and expense per span of the period' })).toBeVisible()
  // The seed's figures: 60 invoices, 10 of them paid and 10 past due.
  const orders = page.getByRole('region', { name: 'Product Orders' })
  await expect(orders.getByRole('listitem')).toHaveText([/Finished\s*10\s*16\.7%/, /Pending\s*40\s*66\.7%/, /Rejected\s*10\s*16\.7%/])

  const invoices = page.getByRole('table', { name: 'Recent Invoices' })
  await expect(invoices.getByRole('row')).toHaveCount(7)
  await invoices.getByRole('link', { name: '#5046' }).click()
  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/5046$/)
})

test('the analytics dashboard shows every card', async ({ page }) => {
  await page.goto('/dashboard/analytics')
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible()
  for (const testId of [
    'card-congratulations',
    'card-statistics-subscribers',
    'card-statistics-orders',
    'card-avg-sessions',
    'card-support-tracker',
    'card-statistics-site-traffic',
    'card-statistics-active-users',
    'card-statistics-newsletter',
    'card-revenue',
    'card-sessions-device',
    'card-recent-invoices',
  ]) {
    await expectLoaded(card(page, testId))
  }
  await expect(card(page, 'card-support-tracker')).toContainText('Completed tickets')
})

test('a period chosen on a card refetches it with new figures, and the address keeps it', async ({ page }) => {
  await page.goto('/')
  const goal = page.getByRole('region', { name: 'Goal Overview' })
  await expectLoaded(goal)
  const before = await goal.innerText()

  const lastYear = waitForCall(page, cardAnalyticsGoalOverview, { query: { period: 'last-year' } })
  await goal.getByRole('button', { name: 'Period: Last 28 Days' }).click()
  await page.getByRole('menuitem', { name: 'Last Year' }).click()
  const answer = await lastYear
  expect(answer.period).toBe('last-year')
  await expect(goal.getByRole('button', { name: 'Period: Last Year' })).toBeVisible()
  await expect(goal).toContainText(`$${(answer.completed / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`)
  await expect(goal).not.toHaveText(before)
  await expect(page).toHaveURL(/[?&]goal-overview=last-year/)

  // The other cards kept their period; a reload keeps this one's.
  await expect(page.getByRole('region', { name: 'Customers' }).getByRole('button', { name: 'Period: Last 28 Days' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('region', { name: 'Goal Overview' }).getByRole('button', { name: 'Period: Last Year' })).toBeVisible()
})

test('one card that cannot load shows its own error and Retry, while the others render', async ({ page, mock }) => {
  await mock.beforeBoot({ failures: { cardAnalyticsRevenueReport: { status: 500 } } })
  await page.goto('/')
  const report = page.getByRole('region', { name: 'Revenue Report' })
  const error = report.getByRole('alert')
  await expect(error).toContainText('This card could not load')
  expect((await mock.calls(cardAnalyticsRevenueReport)).at(-1)).toMatchObject({ status: 500 })
  for (const testId of ECOMMERCE_CARDS.filter((id) => id !== 'card-revenue-report')) await expectLoaded(card(page, testId))

  await mock.clearFailures()
  await error.getByRole('button', { name: 'Retry' }).click()
  await expectLoaded(report)
  await expect(report.getByRole('figure', { name: 'Earning and expense per span of the period' })).toBeVisible()
})

test('a new invoice and its payment show on the dashboard: the orders count it, the transactions list it', async ({ page }) => {
  await page.goto('/')
  const orders = page.getByRole('region', { name: 'Product Orders' })
  await expect(orders).toContainText('60Total')
  const added = await callApi(page, 'POST', '/apps/invoice/add', {
    clientId: 1, issuedDate: '2025-06-01', dueDate: '2025-07-01', items: [{ name: 'Audit', cost: 5000, quantity: 1 }],
  })
  expect(added.status).toBe(201)
  const { id, client } = (added.body as { invoice: { id: number; client: { name: string } } }).invoice
  const paid = await callApi(page, 'POST', '/apps/invoice/add-payment', { id, amount: 1234, date: '2025-06-02', method: 'PayPal' })
  expect(paid.status).toBe(200)
  const refetched = waitForCall(page, cardAnalyticsProductOrders)
  await page.getByTestId('horizontal-menu').getByTestId('nav-dashboards').click()
  await page.getByRole('menuitem', { name: 'Analytics' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible()
  await page.goBack()
  expect((await refetched).total).toBe(61)
  await expect(orders).toContainText('61Total')
  await expect(orders.getByRole('listitem').nth(1)).toContainText('41')
  // The newest payment leads the transactions.
  await expect(page.getByTestId('transaction').first()).toContainText(`PayPal${client.name} · Jun 2, 2025+$12.34`)
})

test("an order placed at the shop's checkout counts on the dashboard: one order more, its total more in sales", async ({ page }) => {
  const [firstOrders, firstSales] = [waitForCall(page, cardStatisticsOrders), waitForCall(page, cardStatisticsSales)]
  await page.goto('/')
  const [before, salesBefore] = [await firstOrders, await firstSales]
  const figure = card(page, 'card-figure-orders').locator('bdi')
  await expect(figure).toHaveText(String(before.statistics))

  const placed = await callApi(page, 'POST', '/apps/ecommerce/orders', { addressId: 1, payment: { method: 'cash-on-delivery' } })
  expect(placed.status).toBe(201)
  const { total } = (placed.body as { amounts: { total: number } }).amounts
  const [orders, sales] = [waitForCall(page, cardStatisticsOrders), waitForCall(page, cardStatisticsSales)]
  await page.goto('/')
  expect((await orders).statistics).toBe(before.statistics + 1)
  expect((await sales).statistics).toBe(salesBefore.statistics + total)
  await expect(figure).toHaveText(String(before.statistics + 1))
})

test('in German and right-to-left, the period menu and the figures follow the language', async ({ page }) => {
  await storeBeforeLoad(page, { settings: JSON.stringify({ language: 'de', direction: 'rtl' }) })
  await page.goto('/dashboard/analytics')
  await expect(page.getByRole('heading', { level: 1, name: 'Analyse-Dashboard' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const tracker = page.getByRole('region', { name: 'Support-Übersicht' })
  await expectLoaded(tracker)
  const lastMonth = waitForCall(page, cardAnalyticsSupportTracker, { query: { period: 'last-month' } })
  await tracker.getByRole('button', { name: 'Zeitraum: Letzte 28 Tage' }).click()
  await expect(page.getByRole('menuitem')).toHaveText(['Letzte 28 Tage', 'Letzter Monat', 'Letztes Jahr'])
  await page.getByRole('menuitem', { name: 'Letzter Monat' }).click()
  const answer = await lastMonth
  await expect(tracker.getByText('Tickets', { exact: true })).toBeVisible()
  // German writes thousands with a dot and a share as "88 %".
  const share = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 }).format(answer.supportTrackerRadialBar.series[0]! / 100)
  await expect(tracker).toContainText(answer.totalTicket.toLocaleString('de-DE'))
  await expect(tracker).toContainText(share)
})

test('the statistics and analytics cards pages show every card', async ({ page }) => {
  await page.goto('/cards/statistics')
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics Cards' })).toBeVisible()
  const charts = page.locator('[data-testid^="card-statistics-"]')
  await expect(charts).toHaveCount(9)
  for (const chart of await charts.all()) await expectLoaded(chart)
  await expect(page.locator('[data-testid^="card-figure-"]')).toHaveCount(4)

  await page.goto('/cards/analytics')
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Cards' })).toBeVisible()
  for (const name of ['Support Tracker', 'Average Sessions', 'Revenue Report', 'Goal Overview', 'Revenue', 'Product Orders', 'Sessions by Device', 'Customers']) {
    await expectLoaded(page.getByRole('region', { name, exact: true }))
  }
})
