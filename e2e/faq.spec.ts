import { faqData, knowledgeBaseQuestion, voteKnowledgeBaseQuestion } from '../src/api/contract/faq'
import { expect, test, waitForCall } from './support/mock'

// The FAQ (a search through the back end, categories as tabs) and the knowledge base (three levels,
// breadcrumbs back, a "was this helpful" vote that sticks).

test('the FAQ search narrows the questions through the back end, and clearing it brings them all back', async ({ page }) => {
  await page.goto('/pages/faq')
  const questions = page.getByTestId('faq-question')
  await expect(questions.first()).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Delivery' })).toBeVisible()
  await expect(questions.filter({ hasText: 'Which payment methods do you accept?' })).toBeVisible()

  const searched = waitForCall(page, faqData, { query: { q: 'instalments' } })
  await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('instalments')
  expect(Object.keys(await searched)).toEqual(['payment'])
  await expect(questions).toHaveCount(1)
  await expect(questions.getByRole('button')).toHaveText('Can I pay in instalments?')
  await expect(page.getByRole('tab', { name: /Delivery/ })).toHaveCount(0)
  await expect(page).toHaveURL(/[?&]q=instalments/)

  // The answer opens under its question.
  await questions.first().getByRole('button', { name: 'Can I pay in instalments?' }).click()
  await expect(questions.first().getByText(/three interest-free monthly payments/)).toBeVisible()

  await page.getByRole('button', { name: 'Show all questions' }).click()
  await expect(page.getByRole('tab', { name: 'Delivery' })).toBeVisible()
  await expect(questions.filter({ hasText: 'Which payment methods do you accept?' })).toBeVisible()
  await expect(page).not.toHaveURL(/q=/)

  // Nothing matches: the page says so, with the way back.
  await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('zebra crossing')
  await expect(page.getByRole('status').filter({ hasText: 'No questions match “zebra crossing”' })).toBeVisible()
  await page.getByRole('button', { name: 'Show all questions' }).click()
  await expect(questions.first()).toBeVisible()
})

test('the knowledge base walks three levels deep and back by its breadcrumbs; an unknown article is not found', async ({ page }) => {
  await page.goto('/pages/knowledge-base')
  const orders = page.getByRole('region', { name: 'Orders' })
  await expect(orders).toContainText('6 articles')
  await orders.getByRole('link', { name: 'View all articles in Orders' }).click()

  await expect(page).toHaveURL(/\/pages\/knowledge-base\/orders$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  const tracking = page.getByRole('region', { name: 'Tracking' })
  const opened = waitForCall(page, knowledgeBaseQuestion, { query: { category: 'orders', question: 'change-a-delivery-address' } })
  await tracking.getByRole('link', { name: 'Change a delivery address' }).click()

  await expect(page).toHaveURL(/\/pages\/knowledge-base\/orders\/change-a-delivery-address$/)
  expect((await opened).title).toBe('Change a delivery address')
  await expect(page.getByRole('heading', { level: 1, name: 'Change a delivery address' })).toBeVisible()
  await expect(page.getByTestId('kb-last-updated')).toContainText(/Last updated on \w+ \d+, \d{4}/)
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs).toContainText('Knowledge base/Orders/Change a delivery address')

  await crumbs.getByRole('link', { name: 'Orders' }).click()
  await expect(page).toHaveURL(/\/pages\/knowledge-base\/orders$/)
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Knowledge base' }).click()
  await expect(page).toHaveURL(/\/pages\/knowledge-base$/)
  await expect(page.getByTestId('kb-category-card')).toHaveCount(5)

  await page.goto('/pages/knowledge-base/orders/teleport-a-parcel')
  await expect(page.getByRole('status').filter({ hasText: 'Article not found' })).toBeVisible()
})

test('the "was this helpful" vote shows at once and is still there after a reload', async ({ page }) => {
  await page.goto('/pages/knowledge-base/returns/start-a-return')
  const vote = page.getByTestId('kb-helpful')
  const no = vote.getByRole('button', { name: 'No' })
  await expect(vote.getByTestId('kb-helpful-count')).toHaveText('155 of 169 readers found it helpful')
  await expect(no).toHaveAttribute('aria-pressed', 'false')

  const voted = waitForCall(page, voteKnowledgeBaseQuestion)
  await no.click()
  await expect(no).toHaveAttribute('aria-pressed', 'true')
  expect(await voted).toMatchObject({ yes: 155, no: 15, yourVote: 'no' })
  await expect(vote.getByTestId('kb-helpful-count')).toHaveText('155 of 170 readers found it helpful')

  await page.reload()
  await expect(page.getByTestId('kb-helpful').getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('kb-helpful').getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false')
})

test('when the FAQ cannot load, the page says so, and Retry shows it', async ({ page, mock }) => {
  await mock.beforeBoot({ failures: { faqData: { status: 500 } } })
  await page.goto('/pages/faq')
  const error = page.getByRole('alert').filter({ hasText: 'The FAQ could not be loaded' })
  await expect(error).toBeVisible()
  expect((await mock.calls(faqData)).at(-1)).toMatchObject({ status: 500 })
  await mock.clearFailures()
  await error.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('faq-question').first()).toBeVisible()
})
