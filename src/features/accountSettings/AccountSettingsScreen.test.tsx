import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { accountSettingsData } from '@/api/contract'
import { getSession } from '@/auth'
import { showToast } from '@/components/toast'
import { demoAccount, expectSuccess } from '@/mocks/testing'
import { renderInEnglish } from '@/test/render'
import { setupSignedInBackend } from '@/test/signedIn'
import { AccountSettingsScreen } from './AccountSettingsScreen'
import type { AccountTab } from './search'

vi.mock('@/components/toast', () => ({ showToast: vi.fn() }))

setupSignedInBackend('admin')
beforeEach(() => vi.mocked(showToast).mockClear())

/** The screen as the only route of a router (its breadcrumbs are links), on one tab. */
async function show(tab: AccountTab) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <AccountSettingsScreen tab={tab} onTabChange={() => {}} /> }),
    history: createMemoryHistory(),
  })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />, { withQueries: true })
  })
  await waitFor(() => expect(screen.queryByTestId('account-settings-loading')).toBeNull())
}

const form = (name: string) => screen.getByRole('form', { name })
const field = (inForm: HTMLElement, label: string) => within(inForm).getByLabelText<HTMLInputElement>(label, { selector: 'input, textarea' })
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const cancel = (inForm: HTMLElement) => within(inForm).getByRole<HTMLButtonElement>('button', { name: 'Cancel' })
const save = (inForm: HTMLElement) => fireEvent.click(within(inForm).getByRole('button', { name: 'Save changes' }))

describe('the account settings screen', () => {
  it('opens on the saved values; a General save renames the session user and is kept', async () => {
    await show('general')
    const general = form('General')
    expect(field(general, 'Full name').value).toBe('John Doe')
    expect(cancel(general).disabled).toBe(true)

    type(field(general, 'Full name'), 'Johnny Doe')
    save(general)
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Changes saved', { variant: 'success' }))
    expect(getSession().userData?.fullName).toBe('Johnny Doe')
    expect(cancel(general).disabled).toBe(true)
    expect((await expectSuccess(accountSettingsData)).general.fullName).toBe('Johnny Doe')
  })

  it('saves a connection as soon as its switch flips', async () => {
    await show('social')
    const github = screen.getByRole<HTMLInputElement>('switch', { name: 'Connected to GitHub' })
    expect(github.checked).toBe(false)
    fireEvent.click(github)
    await waitFor(() => expect(github.checked).toBe(true))
    await waitFor(async () => expect((await expectSuccess(accountSettingsData)).social.connections.github).toBe(true))
  })

  it('puts a taken email under its field, and Cancel brings back the saved one', async () => {
    await show('general')
    const general = form('General')
    type(field(general, 'Email'), 'client@demo.com')
    save(general)
    expect(await within(general).findByText('This email is already in use.')).toBeTruthy()
    fireEvent.click(cancel(general))
    expect(field(general, 'Email').value).toBe('admin@demo.com')
  })

  it('says what is wrong with a website before asking the server', async () => {
    await show('info')
    const info = form('Information')
    type(field(info, 'Website'), 'example')
    save(info)
    expect(await within(info).findByText('Enter a full web address (https://…), or leave it empty')).toBeTruthy()
    expect(showToast).not.toHaveBeenCalled()
  })

  it('refuses a picture of the wrong type, and Reset brings back the saved one', async () => {
    await show('general')
    const input = screen.getByTestId<HTMLInputElement>('account-avatar-input')
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' })] } })
    expect(await screen.findByText('Choose a JPG, GIF or PNG picture.')).toBeTruthy()

    fireEvent.change(input, { target: { files: [new File([new Uint8Array(8)], 'me.png', { type: 'image/png' })] } })
    await waitFor(() => expect(screen.getByTestId('account-avatar').querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/))
    fireEvent.click(screen.getByRole('button', { name: 'Reset photo' }))
    expect(screen.getByTestId('account-avatar').querySelector('img')?.getAttribute('src')).toBe(demoAccount('admin').avatar)
  })

  it('changes the password only with the right current one', async () => {
    await show('security')
    const security = form('Change password')
    type(field(security, 'Current password'), 'wrong')
    type(field(security, 'New password'), 'much-longer')
    type(field(security, 'Confirm password'), 'much-longer')
    save(security)
    expect(await within(security).findByText('The current password is not correct.')).toBeTruthy()

    type(field(security, 'Current password'), 'admin')
    save(security)
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Your password has been changed.', { variant: 'success' }))
    expect(field(security, 'New password').value).toBe('')
  })
})
