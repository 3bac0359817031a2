import { expect, test } from './support/mock'

// The static pages in the blank layout: each shows its heading and its action does what it says.

const backHomePages = [
  { path: '/misc/not-authorized', heading: 'You are not authorized!' },
  { path: '/misc/maintenance', heading: 'Under Maintenance!' },
  { path: '/misc/error', heading: 'Page Not Found' },
]

for (const { path, heading } of backHomePages) {
  test(`${path} shows its heading, and "Back to home" goes to /`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { name: 'eCommerce Dashboard' })).toBeVisible()
  })
}

test('the error page explains what happened, and the tab names it', async ({ page }) => {
  await page.goto('/misc/error')
  await expect(page.getByText("We couldn't find the page you are looking for.")).toBeVisible()
  await expect(page).toHaveTitle('Error · Vantage Admin')
})

test('coming soon: a bad address shows an error, a good one a toast, and a return visit remembers it', async ({ page }) => {
  await page.goto('/misc/coming-soon')
  await expect(page.getByRole('heading', { level: 1, name: 'We are launching soon' })).toBeVisible()
  const email = page.getByRole('textbox', { name: 'Email' })
  const notify = page.getByRole('button', { name: 'Notify' })

  await notify.click()
  await expect(page.getByText('Enter your email address.')).toBeVisible()

  await email.fill('not-an-email')
  await notify.click()
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(/We will email/)).toHaveCount(0)

  await email.fill('ada@example.com')
  await notify.click()
  await expect(page.getByText('Thanks! We will email ada@example.com as soon as we launch.')).toBeVisible()
  await expect(page.getByText(/Enter a valid email/)).toHaveCount(0)

  await page.reload()
  await expect(page.getByTestId('notify-subscribed')).toHaveText('We will notify you at ada@example.com.')
  await expect(email).toHaveValue('ada@example.com')
})

test('an unknown URL ends on the error page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/misc\/error$/)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})
