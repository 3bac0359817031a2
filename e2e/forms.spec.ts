import { expect, test } from './support/mock'

// The forms demo pages: a validated form says exactly what is wrong and clears each message once its
// field is fixed; the wizard checks a step before the next one opens and keeps what was typed.

test('the validation page shows the exact errors on submit and clears them when fixed', async ({ page }) => {
  await page.goto('/forms/form-validation')
  const form = page.getByRole('form', { name: 'Registration' })
  await form.getByRole('button', { name: 'Create account' }).click()

  const errorOf = (label: RegExp) => form.getByLabel(label).and(page.locator('[aria-invalid="true"]'))
  await expect(form.getByRole('alert')).toHaveText([
    'This field is required',
    'This field is required',
    'This field is required',
    'This field is required',
    'Please confirm the password',
    'Please accept the privacy policy and terms',
  ])
  await expect(errorOf(/^Full name/)).toHaveAccessibleDescription('This field is required')

  await form.getByLabel(/^Full name/).fill('Ada Lovelace')
  await form.getByLabel(/^Username/).fill('ada')
  await form.getByLabel(/^Email/).fill('ada@')
  await expect(form.getByLabel(/^Email/)).toHaveAccessibleDescription('Enter a valid email address')
  await form.getByLabel(/^Email/).fill('ada@example.com')
  await form.getByLabel(/^Password/).fill('password')
  await expect(form.getByLabel(/^Password/)).toHaveAccessibleDescription('Add at least one capital letter')
  await form.getByLabel(/^Password/).fill('Passw0rd!')
  await form.getByLabel(/^Confirm password/).fill('Passw0rd!')
  await form.getByRole('checkbox', { name: 'I agree to the privacy policy & terms' }).check()
  await expect(form.getByRole('alert')).toHaveCount(0)
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0)

  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('The account was created')).toBeVisible()
  await expect(form.getByLabel(/^Full name/)).toHaveValue('')
})

test('the wizard refuses to move on with an empty required field, keeps typed values after Back, and submits', async ({ page }) => {
  await page.goto('/forms/form-wizard')
  const wizard = page.getByRole('form', { name: 'Account wizard' })
  await wizard.getByLabel(/^Username/).fill('ada')
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByLabel(/^Email/)).toHaveAccessibleDescription('This field is required')
  await expect(wizard.getByLabel(/^Email/)).toBeFocused()
  await expect(wizard.getByRole('region', { name: 'Account' })).toBeVisible()

  await wizard.getByLabel(/^Email/).fill('ada@example.com')
  await wizard.getByLabel(/^Password/).fill('analytical')
  await wizard.getByRole('button', { name: 'Next' }).click()
  await wizard.getByLabel(/^First name/).fill('Ada')
  await wizard.getByLabel(/^Last name/).fill('Lovelace')
  await wizard.getByRole('button', { name: 'Back' }).click()
  await expect(wizard.getByLabel(/^Username/)).toHaveValue('ada')
  await expect(wizard.getByLabel(/^Email/)).toHaveValue('ada@example.com')
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByLabel(/^First name/)).toHaveValue('Ada')
  await wizard.getByRole('button', { name: 'Next' }).click()

  await wizard.getByLabel(/^Street/).fill('12 St James’s Square')
  await wizard.getByLabel(/^City/).fill('London')
  await wizard.getByLabel(/^Postcode/).fill('SW1Y 4LB')
  await wizard.getByRole('combobox', { name: /^Country/ }).click()
  await page.getByRole('option', { name: 'Portugal' }).click()
  await wizard.getByRole('button', { name: 'Next' }).click()

  const review = wizard.getByLabel('What you entered')
  await expect(review).toContainText('Ada Lovelace')
  await expect(review).toContainText('ada@example.com')
  await expect(review).toContainText('12 St James’s Square, SW1Y 4LB London')
  await expect(review).toContainText('Portugal')
  await wizard.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('The account was created')).toBeVisible()
  await expect(wizard.getByRole('region', { name: 'Account' })).toBeVisible()
})
