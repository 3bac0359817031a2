import type { ReactElement } from 'react'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadPageNames } from '@/registry/names'
import { PAGES } from '@/registry/pages'
import { renderInEnglish } from '@/test/render'
import { examplesOf } from '@/components/example'
import { showToast } from '@/components/toast'
import { FORM_PAGES, type FormDemoPageId } from './formPages'
import { FormsIndexPage } from './FormsIndexPage'
import { FormElementsPage } from './formElements/FormElementsPage'
import { FormLayoutsPage } from './formLayouts/FormLayoutsPage'
import { FormValidationPage } from './formValidation/FormValidationPage'
import { FormWizardPage } from './formWizard/FormWizardPage'
import RegistrationForm from './formValidation/examples/RegistrationForm'
import AccountWizard from './formWizard/examples/AccountWizard'
import InputMasks from './formElements/examples/InputMasks'

vi.mock('@/components/toast', () => ({ showToast: vi.fn() }))

/** The page as the only route of a router (its breadcrumbs and cards are links). */
async function show(page: () => ReactElement) {
  const router = createRouter({ routeTree: createRootRoute({ component: page }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />)
  })
}

const DEMO_PAGES: Record<FormDemoPageId, [() => ReactElement, string]> = {
  'forms-form-elements': [FormElementsPage, 'Form Elements'],
  'forms-form-validation': [FormValidationPage, 'Form Validation'],
  'forms-form-layouts': [FormLayoutsPage, 'Form Layouts'],
  'forms-form-wizard': [FormWizardPage, 'Form Wizard'],
}

beforeAll(() => loadPageNames('en'))
beforeEach(() => vi.mocked(showToast).mockClear())

describe('the forms index', () => {
  it('links to every page of the group, Autocomplete too, each with its line', async () => {
    await show(FormsIndexPage)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forms')
    for (const [page, title] of [...Object.entries(DEMO_PAGES).map(([page, [, title]]) => [page, title]), ['forms-autocomplete', 'Autocomplete']]) {
      const card = screen.getByRole('region', { name: title })
      expect(within(card).getByRole('link', { name: title }).getAttribute('href'), page).toBe(PAGES.find((row) => row.id === page)!.path)
    }
    expect(screen.getAllByRole('link').filter((link) => link.closest('section'))).toHaveLength(FORM_PAGES.length)
  })
})

describe('each forms page', { timeout: 30_000 }, () => {
  it.each(Object.entries(DEMO_PAGES))('%s shows its title, the way back and 3 to 6 examples with their code', async (page, [Page, title]) => {
    await show(Page)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title)
    expect(screen.getByRole('link', { name: 'Forms' }).getAttribute('href')).toBe('/forms')
    const toggles = screen.getAllByRole('button', { name: 'Show code' })
    expect(toggles.length, page).toBeGreaterThanOrEqual(3)
    expect(toggles.length, page).toBeLessThanOrEqual(6)
  })
})

describe('the examples', () => {
  const examples = examplesOf(
    import.meta.glob('./*/examples/*.tsx', { eager: true }),
    import.meta.glob('./*/examples/*.tsx', { query: '?raw', import: 'default' }),
  )

  it('show their own file as their code: the component that runs is the one it defines', async () => {
    expect(examples.length).toBeGreaterThanOrEqual(4 * 3)
    for (const { name, Component, source } of examples) {
      const code = await source()
      expect(code, name).toContain(`export default function ${Component.name}(`)
      expect(Component.name, name).toBe(name)
    }
  })

  it('are titled and ordered by their meta, with no two at the same place on a page', () => {
    const modules = import.meta.glob<{ meta?: { title?: unknown; order?: number } }>('./*/examples/*.tsx', { eager: true })
    const places = new Map<string, string>()
    for (const [path, module] of Object.entries(modules)) {
      expect(module.meta?.title, path).toBeTruthy()
      const place = `${path.split('/')[1]}#${module.meta?.order}`
      expect(places.get(place), `${path} and ${places.get(place)} share a place`).toBeUndefined()
      places.set(place, path)
    }
  })
})

describe('the input masks', () => {
  it('group the digits as they are typed and drop anything else', async () => {
    const user = userEvent.setup()
    renderInEnglish(<InputMasks />)
    await user.type(screen.getByLabelText('Card number'), '4242x42424242424299')
    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe('4242 4242 4242 4242')
    await user.type(screen.getByLabelText('Expiry date'), '0927')
    expect(screen.getByLabelText<HTMLInputElement>('Expiry date').value).toBe('09/27')
  })
})

describe('the registration form', { timeout: 20_000 }, () => {
  it('says what is wrong on submit, clears a fixed field at once, and says when the account is made', async () => {
    const user = userEvent.setup()
    renderInEnglish(<RegistrationForm />)
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect((await screen.findAllByText('This field is required')).length).toBe(4)
    expect(screen.getByText('Please confirm the password')).toBeTruthy()
    expect(screen.getByText('Please accept the privacy policy and terms')).toBeTruthy()

    await user.type(screen.getByLabelText(/^Username/), 'ab')
    expect(screen.getByText('Use at least 3 characters')).toBeTruthy()
    await user.type(screen.getByLabelText(/^Username/), 'c')
    expect(screen.queryByText('Use at least 3 characters')).toBeNull()
    await user.type(screen.getByLabelText(/^Email/), 'ada@')
    expect(screen.getByText('Enter a valid email address')).toBeTruthy()
    await user.type(screen.getByLabelText(/^Password/), 'password1')
    expect(screen.getByText('Add at least one capital letter')).toBeTruthy()

    await user.type(screen.getByLabelText(/^Full name/), 'Ada Lovelace')
    await user.type(screen.getByLabelText(/^Email/), 'example.com')
    await user.clear(screen.getByLabelText(/^Password/))
    await user.type(screen.getByLabelText(/^Password/), 'Passw0rd!')
    await user.type(screen.getByLabelText(/^Confirm password/), 'Passw0rd?')
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the privacy policy & terms' }))
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('The passwords do not match')).toBeTruthy()
    expect(showToast).not.toHaveBeenCalled()

    await user.clear(screen.getByLabelText(/^Confirm password/))
    await user.type(screen.getByLabelText(/^Confirm password/), 'Passw0rd!')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith('The account was created', { variant: 'success' }))
    expect(screen.queryAllByRole('alert')).toHaveLength(0)
  })
})

describe('the account wizard', { timeout: 20_000 }, () => {
  it('stays on a step with an empty required field, keeps what was typed when going back, and lists it all for review', async () => {
    const user = userEvent.setup()
    renderInEnglish(<AccountWizard />)
    await user.type(screen.getByLabelText(/^Username/), 'ada')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findAllByText('This field is required')).toHaveLength(2)
    expect(screen.getByLabelText(/^Username/)).toBeTruthy()

    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com')
    // Checked as it changes once Next has been refused: the message goes while typing.
    expect(screen.getAllByText('This field is required')).toHaveLength(1)
    await user.type(screen.getByLabelText(/^Password/), 'analytical')
    expect(screen.queryByText('This field is required')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(await screen.findByLabelText(/^First name/), 'Ada')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect((await screen.findByLabelText<HTMLInputElement>(/^Username/)).value).toBe('ada')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect((await screen.findByLabelText<HTMLInputElement>(/^First name/)).value).toBe('Ada')
    await user.type(screen.getByLabelText(/^Last name/), 'Lovelace')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(await screen.findByLabelText(/^Street/), '12 St James’s Square')
    await user.type(screen.getByLabelText(/^City/), 'London')
    await user.type(screen.getByLabelText(/^Postcode/), 'SW1Y 4LB')
    await user.click(screen.getByRole('combobox', { name: /^Country/ }))
    await user.click(await screen.findByRole('option', { name: 'France' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))

    const list = await screen.findByLabelText('What you entered')
    expect(within(list).getByText('Ada Lovelace')).toBeTruthy()
    expect(within(list).getByText('12 St James’s Square, SW1Y 4LB London')).toBeTruthy()
    expect(within(list).getByText('France')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith('The account was created', { variant: 'success' }))
  })
})
