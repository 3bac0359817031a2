import { useState, type ReactElement } from 'react'
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getUser, usersAllData } from '@/api/contract'
import { LiveStatus } from '@/components/LiveStatus'
import { showToast } from '@/components/toast'
import { seedUsers } from '@/mocks/db/users'
import { callEndpoint, expectSuccess } from '@/mocks/testing'
import { renderInEnglish } from '@/test/render'
import { setupSignedInBackend } from '@/test/signedIn'
import { UserEdit } from './edit/UserEdit'
import { UserList } from './list/UserList'
import { userSearch, type UserSearch } from './search'
import { UserView } from './view/UserView'

vi.mock('@/components/toast', () => ({ showToast: vi.fn() }))
// The data grid renders slowly on a busy machine: give it time rather than flake.
vi.setConfig({ testTimeout: 30_000 })
configure({ asyncUtilTimeout: 5_000 })

setupSignedInBackend('admin')
beforeEach(() => vi.mocked(showToast).mockClear())

const seed = seedUsers()
const newest = [...seed].sort((a, b) => b.id - a.id)

/** A screen as the only route of a router (its links need one). */
async function show(element: ReactElement) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => element }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />, { withQueries: true })
  })
  return router
}

const stat = (key: string) => screen.getByTestId(`user-stat-${key}`)
const field = (inForm: HTMLElement, label: RegExp) => within(inForm).getByLabelText<HTMLInputElement>(label, { selector: 'input' })
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })

/** The list with its address kept here, as its route keeps it, and the layout's live region. */
function ListWithAddress() {
  const [search, setSearch] = useState<UserSearch>(userSearch.defaults)
  return (
    <>
      <UserList search={search} onSearchChange={(patch) => setSearch((current) => userSearch.apply(current, patch))} />
      <LiveStatus />
    </>
  )
}

describe('the user list', () => {
  const showList = () => show(<UserList search={userSearch.defaults} onSearchChange={() => {}} />)

  it('shows the counts over every user and the newest users first', async () => {
    await showList()
    await screen.findByText(newest[0]!.fullName)
    await waitFor(() => expect(stat('total').textContent).toContain('60'))
    const active = seed.filter((u) => u.status === 'active').length
    expect(stat('active').textContent).toContain(String(active))
    expect(screen.getByText(newest[9]!.fullName)).toBeTruthy()
    expect(screen.queryByText(newest[10]!.fullName)).toBeNull()
  })

  it('names its grid and each row checkbox, and says how many users a search found', async () => {
    await show(<ListWithAddress />)
    const grid = await screen.findByRole('grid', { name: 'Users' })
    await within(grid).findByText(newest[0]!.fullName)
    expect(within(grid).getByRole('checkbox', { name: `Select ${newest[0]!.fullName}` })).toBeTruthy()
    expect(within(grid).getByRole('checkbox', { name: 'Select all rows' })).toBeTruthy()

    const q = seed[4]!.fullName.split(' ')[1]!.slice(0, 4)
    const found = seed.filter((u) => `${u.username} ${u.fullName}`.toLowerCase().includes(q.toLowerCase())).length
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search rows' }), { target: { value: q } })
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(found === 1 ? '1 user' : `${found} users`))
  })

  it('adds a user from the drawer, says what is missing first and what the server refused', async () => {
    await showList()
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }))
    const drawer = await screen.findByRole('form', { name: 'Add user' })
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add user' }))
    expect((await within(drawer).findAllByText('This field is required')).length).toBe(3)

    type(field(drawer, /Full name/), 'Ada Lovelace')
    type(field(drawer, /Username/), seed[0]!.username.toUpperCase())
    type(field(drawer, /Email/), 'ada@example.com')
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add user' }))
    expect(await within(drawer).findByText('This username is already in use.')).toBeTruthy()

    type(field(drawer, /Username/), 'ada')
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: /Role/ }))
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Editor' }))
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add user' }))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Ada Lovelace was added', { variant: 'success' }))
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy()
    await waitFor(() => expect(stat('total').textContent).toContain('61'))
    expect((await expectSuccess(usersAllData))[0]).toMatchObject({ fullName: 'Ada Lovelace', role: 'editor', currentPlan: 'basic', status: 'pending' })
  })

  it('deletes a user from its row after asking', async () => {
    await showList()
    const target = newest[0]!
    fireEvent.click(await screen.findByRole('button', { name: `Actions for ${target.fullName}` }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: `Delete ${target.fullName}?` })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(`${target.fullName} was deleted`, { variant: 'success' }))
    await waitFor(() => expect(screen.queryByText(target.fullName)).toBeNull())
    expect(await expectSuccess(usersAllData)).toHaveLength(59)
    await waitFor(() => expect(stat('total').textContent).toContain('59'))
  })

  it('deletes the selected users at once', async () => {
    await showList()
    await screen.findByText(newest[0]!.fullName)
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${newest[0]!.fullName}` }))
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${newest[1]!.fullName}` }))
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected' }))
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete 2 users?' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('2 users deleted', { variant: 'success' }))
    const left = (await expectSuccess(usersAllData)).map((u) => u.id)
    expect(left).not.toContain(newest[0]!.id)
    expect(left).not.toContain(newest[1]!.id)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull())
  })
})

describe('the user view', () => {
  it('shows the user and suspends, then activates them', async () => {
    const target = seed.find((u) => u.status === 'active')!
    await show(<UserView id={target.id} />)
    const card = await screen.findByTestId('user-card')
    expect(within(card).getByText(target.fullName)).toBeTruthy()
    expect(within(card).getByText(target.email)).toBeTruthy()

    fireEvent.click(within(card).getByRole('button', { name: 'Suspend' }))
    fireEvent.click(within(await screen.findByRole('dialog', { name: `Suspend ${target.fullName}?` })).getByRole('button', { name: 'Suspend' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await within(card).findByRole('button', { name: 'Activate' })
    expect((await expectSuccess(getUser, { query: { id: target.id } })).user.status).toBe('inactive')

    fireEvent.click(within(card).getByRole('button', { name: 'Activate' }))
    await within(card).findByRole('button', { name: 'Suspend' })
    expect((await expectSuccess(getUser, { query: { id: target.id } })).user.status).toBe('active')
  })

  it('changes the plan from the plan box', async () => {
    const target = seed.find((u) => u.currentPlan === 'basic')!
    await show(<UserView id={target.id} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade plan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' })
    fireEvent.click(within(dialog).getByRole('radio', { name: /Enterprise/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(`${target.fullName} is now on the Enterprise plan`, { variant: 'success' }))
    expect((await expectSuccess(getUser, { query: { id: target.id } })).user.currentPlan).toBe('enterprise')
  })

  it('says a user that does not exist was not found, with a way back to the list', async () => {
    await show(<UserView id={999} />)
    expect(await screen.findByText('User not found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/apps/user/list')
  })
})

describe('the edit form', () => {
  it('saves the changes and goes back to the view; a taken email shows under its field', async () => {
    const target = seed[2]!
    const router = await show(<UserEdit id={target.id} />)
    const form = await screen.findByRole('form', { name: 'Edit user' })
    expect(field(form, /Full name/).value).toBe(target.fullName)

    type(field(form, /Email/), seed[3]!.email)
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await within(form).findByText('This email is already in use.')).toBeTruthy()

    type(field(form, /Email/), 'renamed@example.com')
    type(field(form, /Full name/), 'Renamed Person')
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Renamed Person was saved', { variant: 'success' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/user/view/${target.id}`))
    const { body } = await callEndpoint(getUser, { query: { id: target.id } })
    expect(body.user).toMatchObject({ fullName: 'Renamed Person', email: 'renamed@example.com' })
  })
})
