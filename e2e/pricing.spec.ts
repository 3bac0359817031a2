import type { Page } from '@playwright/test'
import { choosePricingPlan, pricingData } from '../src/api/contract/pricing'
import { getUser } from '../src/api/contract/users'
import { expect, test, waitForCall } from './support/mock'
import { callApi } from './support/network'

// The pricing page: monthly and yearly prices, the user's plan marked, switching plans through a
// confirmation, and a load that fails with a way to try again.

const card = (page: Page, plan: 'basic' | 'standard' | 'enterprise') => page.getByTestId(`plan-${plan}`)
const price = (page: Page, plan: 'basic' | 'standard' | 'enterprise') => card(page, plan).getByTestId('plan-price')
const note = (page: Page, plan: 'basic' | 'standard' | 'enterprise') => card(page, plan).getByTestId('plan-price-note')
const period = (page: Page, name: 'Monthly' | 'Yearly') => page.getByRole('group', { name: 'Billing period' }).getByRole('button', { name })

test('the yearly switch shows the yearly prices and the year totals, and the address keeps it', async ({ page }) => {
  const loaded = waitForCall(page, pricingData)
  await page.goto('/pages/pricing')
  expect(await loaded).toMatchObject({ currentPlan: 'basic', billingPeriod: 'monthly' })
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing plans' })).toBeVisible()
  await expect(price(page, 'basic')).toHaveText('$0')
  await expect(price(page, 'standard')).toHaveText('$49')
  await expect(price(page, 'enterprise')).toHaveText('$99')
  await expect(card(page, 'standard').getByText('Popular')).toBeVisible()
  await expect(card(page, 'basic').getByRole('button', { name: 'Your current plan' })).toBeDisabled()

  await period(page, 'Yearly').click()
  await expect(page).toHaveURL(/billing=yearly/)
  await expect(period(page, 'Yearly')).toHaveAttribute('aria-pressed', 'true')
  await expect(price(page, 'standard')).toHaveText('$40')
  await expect(note(page, 'standard')).toHaveText('$480 / year')
  await expect(price(page, 'enterprise')).toHaveText('$80')
  await expect(note(page, 'enterprise')).toHaveText('$960 / year')
  await expect(page.getByTestId('pricing-faq').getByRole('button', { expanded: true })).toHaveCount(1)
})

test('choosing Standard yearly asks first, then marks it current, also after a reload and in the users list', async ({ page }) => {
  await page.goto('/pages/pricing?billing=yearly')
  await card(page, 'standard').getByRole('button', { name: 'Upgrade to Standard' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Standard?' })
  await expect(dialog).toContainText('You will pay $40 a month, billed as $480 once a year.')
  const chosen = waitForCall(page, choosePricingPlan)
  await dialog.getByRole('button', { name: 'Upgrade' }).click()
  const answer = await chosen
  expect(answer).toMatchObject({ currentPlan: 'standard', billingPeriod: 'yearly' })
  await expect(page.getByText('You are now on Standard, billed yearly.')).toBeVisible()
  await expect(dialog).toBeHidden()

  const marked = async () => {
    await expect(card(page, 'standard').getByRole('button', { name: 'Your current plan' })).toBeDisabled()
    await expect(card(page, 'standard').getByText('Current plan', { exact: true })).toBeVisible()
    await expect(card(page, 'basic').getByRole('button', { name: 'Switch to Basic' })).toBeEnabled()
    await expect(card(page, 'enterprise').getByRole('button', { name: 'Upgrade to Enterprise' })).toBeEnabled()
  }
  await marked()
  await page.reload()
  await marked()
  // Monthly prices offer the other way of paying the same plan.
  await period(page, 'Monthly').click()
  await expect(card(page, 'standard').getByRole('button', { name: 'Switch to monthly billing' })).toBeEnabled()

  // The plan is the users app's Team plan, on the admin's row of the users list.
  const { status, body } = await callApi(page, 'GET', `/api/users/user?id=${answer.userId}`)
  expect(status).toBe(200)
  expect(getUser.response.parse(body).user).toMatchObject({ email: 'admin@demo.com', currentPlan: 'team' })
})

test('when the plans cannot load, the page says so, and Retry shows them', async ({ page, mock }) => {
  await mock.beforeBoot({ failures: { pricingData: { status: 500 } } })
  await page.goto('/pages/pricing')
  const error = page.getByRole('alert').filter({ hasText: 'The plans could not be loaded' })
  await expect(error).toBeVisible()
  expect((await mock.calls(pricingData)).at(-1)).toMatchObject({ status: 500 })
  await mock.clearFailures()
  await error.getByRole('button', { name: 'Retry' }).click()
  await expect(price(page, 'standard')).toHaveText('$49')
})
