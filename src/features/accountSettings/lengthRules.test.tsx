import type { ReactNode } from 'react'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { plural } from '@lingui/core/macro'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterAll, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/api/queryClient'
import { activateLanguage, i18n, loadMessages } from '@/i18n/i18n'
import type { Language } from '@/i18n/languages'
import { setupSignedInBackend } from '@/test/signedIn'
import { AccountSettingsScreen } from './AccountSettingsScreen'
import type { AccountTab } from './search'

setupSignedInBackend('admin')
afterAll(() => activateLanguage('en'))

/** The screen on one tab, in a language with its catalogs loaded, as the route's guard would. */
async function show(tab: AccountTab, lang: Language) {
  await activateLanguage(lang)
  await loadMessages('app', 'accountSettings')
  const client = createQueryClient({ retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <AccountSettingsScreen tab={tab} onTabChange={() => {}} /> }),
    history: createMemoryHistory(),
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  )
  await act(async () => {
    render(<RouterProvider router={router} />, { wrapper })
  })
  await waitFor(() => expect(screen.queryByTestId('account-settings-loading')).toBeNull())
}

/** The text a field's helper or error shows under it (what assistive tech reads as its description). */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()

const inputOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input, textarea' })

describe('the length rules of the account settings', () => {
  it('say how long a password must be, in the plural form of the language', async () => {
    await show('security', 'fr')
    const password = inputOf('Nouveau mot de passe')
    expect(description(password)).toBe('Au moins 8 caractères')

    fireEvent.change(password, { target: { value: 'court' } })
    fireEvent.click(within(screen.getByRole('form', { name: 'Changer le mot de passe' })).getByRole('button', { name: 'Enregistrer les modifications' }))
    await waitFor(() => expect(description(password)).toBe('Utilisez au moins 8 caractères'))
  })

  it('say how long a bio may be', async () => {
    await show('info', 'de')
    expect(description(inputOf('Über mich'))).toBe('Höchstens 500 Zeichen')
  })

  it('take the singular where the language does: for 0 and 1 in French and Portuguese, for 1 alone in English', async () => {
    await activateLanguage('fr')
    await loadMessages('accountSettings')
    const hint = (maximum: number) => plural(maximum, { one: 'At most # character', other: 'At most # characters' })
    expect([0, 1, 2].map(hint)).toEqual(['0 caractère au maximum', '1 caractère au maximum', '2 caractères au maximum'])

    await activateLanguage('pt')
    await loadMessages('accountSettings')
    expect([0, 1, 2].map(hint)).toEqual(['No máximo 0 carácter', 'No máximo 1 carácter', 'No máximo 2 caracteres'])

    await activateLanguage('en')
    expect([0, 1, 2].map(hint)).toEqual(['At most 0 characters', 'At most 1 character', 'At most 2 characters'])
  })
})
